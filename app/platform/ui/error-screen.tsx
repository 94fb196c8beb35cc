import { useTranslation } from "~/platform/i18n/translation.tsx";

/** Failures: the access denial, or a plain translated message that never shows a stack trace. */
export function ErrorScreen({ status }: { status: number }) {
  const { t } = useTranslation();
  const unavailable = status === 503;
  if (status === 403) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-16">
        <title>{t("admin.metaTitle")}</title>
        <h1 className="text-2xl font-bold text-slate-900">{t("admin.deniedTitle")}</h1>
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-800">{t("admin.denied")}</p>
        <a href="/" className="mt-8 inline-block font-semibold text-ocean-700 underline">{t("error.home")}</a>
      </main>
    );
  }
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
