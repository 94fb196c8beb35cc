import { ServerTemplate } from "~/platform/behaviours/server-template.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { live, LIVE_STATUSES, type LiveStatus } from "./live.behaviour.ts";

const DOT: Record<LiveStatus, string> = {
  connecting: "bg-slate-400",
  live: "bg-red-600 animate-pulse",
  reconnecting: "bg-amber-500",
};

/**
 * The state of the live connection, announced politely when it changes. Empty in the server's page,
 * which is a snapshot and claims nothing; live-updates.client.ts fills it once the stream opens,
 * with the template of each status.
 */
export function LiveStatusLine() {
  const { t } = useTranslation();
  return (
    <>
      <p role="status" {...live.part("liveStatus", "off")} className="flex items-center gap-2 font-semibold" />
      {LIVE_STATUSES.map((status) => (
        <ServerTemplate key={status} {...live.part("liveStatusTemplate", status)}>
          <span aria-hidden="true" className={`size-2.5 rounded-full ${DOT[status]}`} />
          {t(`live.status.${status}`)}
        </ServerTemplate>
      ))}
    </>
  );
}
