import { TriangleAlert } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";

/** A warning that what the page shows is fiction, in the amber of the site's notices. */
function DemoNotice({ title, text, testId, className }: { title: string; text: string; testId: string; className?: string }) {
  return (
    <div role="note" data-testid={testId} className={`rounded-lg border-2 border-amber-700 bg-amber-50 p-4 text-amber-950 ${className ?? ""}`}>
      <p className="flex items-center gap-2 font-bold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </p>
      <p className="mt-1">{text}</p>
    </div>
  );
}

/** Said on every page showing results while a demo result is left: fictional results never pass for the Games' own. */
export function DemoResultsNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return <DemoNotice title={t("results.demoNoticeTitle")} text={t("results.demoNotice")} testId="demo-results-notice" className={className} />;
}

/** Said on the schedule while a demo event is left: a fictional schedule never passes for the Games' own. */
export function DemoScheduleNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return <DemoNotice title={t("schedulePage.demoNoticeTitle")} text={t("schedulePage.demoNotice")} testId="demo-schedule-notice" className={className} />;
}
