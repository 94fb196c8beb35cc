import { CalendarClock, MapPin } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { TAHITI_TIME_ZONE } from "../../../vocabulary/tahiti-time.ts";
import type { PressEventView } from "~/domain/press/press-events.server.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { ExternalLink } from "~/site/parts/external-link.tsx";
import { ShownText } from "~/site/parts/shown-text.tsx";

/** The press events to come, soonest first: when (Tahiti time, in the visitor's language), what, where. */
export function PressEvents({ events }: { events: PressEventView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {events.map((event) => (
        <li key={event.id} id={`press-${event.id}`} data-press-event={event.id}>
          <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6">
            <p className="flex items-start gap-2 font-semibold text-ocean-800">
              <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <time dateTime={event.startsAt}>
                {t("media.pressEventWhen", { date: formatDate(event.startsAt, locale, { dateStyle: "full", timeStyle: "short", timeZone: TAHITI_TIME_ZONE }) })}
              </time>
            </p>
            <ShownText as="h3" text={event.title} className="mt-3 text-xl font-bold text-slate-900" />
            {event.place && (
              <p className="mt-2 flex items-start gap-2 text-slate-800">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
                <span className="sr-only">{t("media.pressEventPlace")} </span>
                <ShownText text={event.place} />
              </p>
            )}
            {event.description && <ShownText as="p" text={event.description} className="mt-3 whitespace-pre-line text-slate-700" />}
            {event.link && (
              <p className="mt-auto pt-4">
                <ExternalLink href={event.link} className="font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900">
                  {t("media.pressEventLink")}
                </ExternalLink>
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
