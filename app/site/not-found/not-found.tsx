import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";

/** The 404 content; `withTitle` when no route meta gives the page its title (error boundaries). */
export function NotFound({ withTitle = false }: { withTitle?: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      {withTitle && (
        <>
          <title>{t("notFound.metaTitle")}</title>
          <meta name="robots" content="noindex" />
        </>
      )}
      <p className="text-7xl font-bold text-ocean-800">{t("notFound.code")}</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t("notFound.title")}</h1>
      <p className="mt-4 text-slate-700">{t("notFound.text")}</p>
      <a href={localize("/")} className="mt-8 rounded-md bg-ocean-800 px-5 py-3 font-semibold text-white hover:bg-ocean-900">
        {t("notFound.home")}
      </a>
    </section>
  );
}
