import { TriangleAlert } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";

/** Said on every page showing results while a demo result is left: fictional results never pass for the Games' own. */
export function DemoResultsNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="note" data-testid="demo-results-notice" className={`rounded-lg border-2 border-amber-700 bg-amber-50 p-4 text-amber-950 ${className ?? ""}`}>
      <p className="flex items-center gap-2 font-bold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t("results.demoNoticeTitle")}
      </p>
      <p className="mt-1">{t("results.demoNotice")}</p>
    </div>
  );
}
