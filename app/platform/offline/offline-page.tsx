import { WifiOff } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { offlinePage } from "./offline.behaviour.ts";

/**
 * A page the service worker keeps, to open again with no signal (ADR 035): the schedule, the
 * favourites. It says so while the browser is offline, since what it shows is then the copy kept.
 */
export function OfflinePage({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div {...offlinePage.attrs()}>
      <p {...offlinePage.part("offlineNotice")} hidden className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center font-semibold text-amber-950">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        {t("offline.notice")}
      </p>
      {children}
    </div>
  );
}
