import { MapPin } from "lucide-react";
import type { SessionView } from "~/domain/schedule/public-schedule.server.ts";
import { sportPath, venuePath } from "~/domain/schedule/public-paths.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { TAHITI_TIME_ZONE } from "../../../vocabulary/tahiti-time.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { SportPictogram } from "~/site/parts/sport-pictogram.tsx";

/** The session whose results the list shows (the schedule's "results" links): its sport, event, stage, time, venue and whether they are official. */
export function SessionHeading({ session }: { session: SessionView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="session-title" data-session-heading={session.id} className="rounded-xl border border-slate-200 bg-white p-5">
      <p className="flex items-center gap-2 font-semibold text-ocean-800">
        <SportPictogram sport={session.sport.slug} className="size-6" />
        <a href={localize(sportPath(session.sport.slug))} className="underline underline-offset-2 hover:text-ocean-900">
          <ShownText text={session.sport.name} />
        </a>
      </p>
      <h2 id="session-title" className="mt-2 text-2xl font-bold text-slate-900">
        {session.discipline && (
          <>
            <ShownText text={session.discipline} />
            {" · "}
          </>
        )}
        <ShownText text={session.name} />
        {" — "}
        {session.stage}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-800">
        <time dateTime={session.startsAt} className="first-letter:uppercase">
          {formatDate(session.startsAt, locale, { dateStyle: "full", timeStyle: "short", timeZone: TAHITI_TIME_ZONE })} ({t("schedulePage.tahitiTime")})
        </time>
        <span className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 text-ocean-700" />
          {session.venue.known ? (
            <a href={localize(venuePath(session.venue.id))} lang={session.venue.name.lang} className="text-ocean-700 underline underline-offset-2 hover:text-ocean-900">
              {session.venue.name.value}
            </a>
          ) : (
            <span lang={session.venue.name.lang}>{session.venue.name.value}</span>
          )}
        </span>
      </p>
      {session.results && (
        <p data-results-state={session.results} className="mt-3 inline-block rounded-full bg-ocean-100 px-3 py-0.5 text-sm font-semibold text-ocean-900">
          {t(`schedulePage.resultsLink.${session.results}`)}
        </p>
      )}
    </section>
  );
}
