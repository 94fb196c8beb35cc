import { useTranslation } from "~/features/i18n/translation.tsx";
import type { LiveStatus } from "./use-live-updates.ts";

const DOT: Record<LiveStatus, string> = {
  connecting: "bg-slate-400",
  live: "bg-red-600 animate-pulse",
  reconnecting: "bg-amber-500",
};

/**
 * The state of the live connection, announced politely when it changes. Rendered empty on the server
 * and without JavaScript, where the page is a snapshot and claims nothing.
 */
export function LiveStatusLine({ status }: { status: LiveStatus | null }) {
  const { t } = useTranslation();
  return (
    <p role="status" data-live-status={status ?? "off"} className="flex items-center gap-2 font-semibold">
      {status && (
        <>
          <span aria-hidden="true" className={`size-2.5 rounded-full ${DOT[status]}`} />
          {t(`live.status.${status}`)}
        </>
      )}
    </p>
  );
}
