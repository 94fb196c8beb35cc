import { CalendarPlus } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/platform/ui/root-data.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";

/**
 * The way to subscribe to a calendar feed, given its French path (SCHEDULE_FEED_PATH, sportFeedPath(...),
 * delegationFeedPath(...), venueFeedPath(...) from app/domain/calendar/feed-paths.ts), in the page's
 * language. The webcal: link makes the visitor's calendar application subscribe, and so follow
 * changes, where an https link would import the file once; the https address is shown for the
 * applications that ask for one to paste (Google Calendar). Works without JavaScript.
 */
export function CalendarLink({ feed, className = "" }: { feed: string; className?: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const publicUrl = useRouteLoaderData<RootData>("root")?.publicUrl ?? "";
  const address = publicUrl + localize(feed);
  const webcal = address.replace(/^https?:/, "webcal:");
  return (
    <div className={className} data-calendar-feed={localize(feed)}>
      <a href={webcal} className="inline-flex items-center gap-2 font-semibold text-ocean-700 underline underline-offset-4">
        <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
        {t("calendar.link.subscribe")}
      </a>
      <details className="mt-2 max-w-2xl text-sm text-slate-800">
        <summary className="cursor-pointer font-semibold text-ocean-700">{t("calendar.link.howTo")}</summary>
        <p className="mt-2">{t("calendar.link.apps")}</p>
        <p className="mt-2">{t("calendar.link.copy")}</p>
        <p className="mt-1">
          <a href={address} className="break-all font-mono text-ocean-700 underline underline-offset-4">{address}</a>
        </p>
      </details>
    </div>
  );
}
