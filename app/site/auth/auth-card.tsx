import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";

/** The narrow frame of the account pages: a way back, a title, then the form with its alert or notice. */
export function AuthCard({ title, back, children }: { title: string; back?: { to: string; label: string }; children: React.ReactNode }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <a href={localize(back?.to ?? "/")} className="inline-flex items-center gap-2 font-semibold text-ocean-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back?.label ?? t("auth.backHome")}
      </a>
      <h1 className="mt-6 text-3xl font-bold text-ocean-900">{title}</h1>
      <div className="mt-6 space-y-4">{children}</div>
    </div>
  );
}
