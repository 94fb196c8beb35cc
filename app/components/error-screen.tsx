import { useTranslation } from "react-i18next";

/** Unexpected failures: a plain, translated message and never a stack trace. */
export function ErrorScreen({ status }: { status: number }) {
  const { t } = useTranslation();
  const unavailable = status === 503;
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <title>{t("error.metaTitle")}</title>
      <h1 className="text-3xl font-bold text-slate-900">{unavailable ? t("error.unavailableTitle") : t("error.title")}</h1>
      <p className="mt-4 text-slate-700">{unavailable ? t("error.unavailableText") : t("error.text")}</p>
      <div className="mt-8 flex gap-4">
        <a href="" className="rounded-md bg-ocean-800 px-5 py-3 font-semibold text-white hover:bg-ocean-900">{t("error.retry")}</a>
        <a href="/" className="rounded-md border border-ocean-800 px-5 py-3 font-semibold text-ocean-800 hover:bg-ocean-50">{t("error.home")}</a>
      </div>
    </main>
  );
}
