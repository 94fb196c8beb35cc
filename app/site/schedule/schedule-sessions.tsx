import { MapPin, Medal as MedalIcon } from "lucide-react";
import type { DayGroup, SessionView, SportGroup } from "~/domain/schedule/public-schedule.server.ts";
import { sportPath, venuePath } from "~/domain/schedule/public-paths.ts";
import { intervalOf, TIMED_STATUSES, type SessionStatus, type TimedStatus } from "~/domain/schedule/session-status.ts";
import { ServerTemplate } from "~/platform/behaviours/server-template.tsx";
import { formatDate } from "~/platform/i18n/format.ts";
import { TAHITI_TIME_ZONE, toTahitiWallClock } from "../../../vocabulary/tahiti-time.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { SportPictogram } from "~/site/parts/sport-pictogram.tsx";
import { FULL_DAY, TimeSwitch } from "./schedule-controls.tsx";
import { favouriteTokens } from "~/domain/favourites/favourites.ts";
import { favouritesFilter } from "~/site/favourites/favourites.behaviour.ts";
import { schedule } from "./schedule.behaviour.ts";

const BADGE: Record<SessionStatus, string> = {
  upcoming: "bg-slate-100 text-slate-800 ring-slate-300",
  underway: "bg-emerald-800 text-white ring-emerald-800",
  ended: "bg-slate-100 text-slate-800 ring-slate-300",
  finished: "bg-ocean-100 text-ocean-900 ring-ocean-700/40",
  cancelled: "bg-red-50 text-red-900 ring-red-800",
};

function StatusBadge({ status }: { status: SessionStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${BADGE[status]}`}>
      {status === "underway" && <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-white" />}
      {t(`schedulePage.statuses.${status}`)}
    </span>
  );
}

/** An instant as `<time>` says it in Tahiti: the wall clock with Tahiti's offset (UTC−10 all year). */
const tahitiDateTime = (iso: string) => `${toTahitiWallClock(new Date(iso))}-10:00`;

// The two lines of a session's times trade places and sizes with the switch (`timeMode` on the schedule).
const LEADING_TAHITI = "text-lg font-bold text-slate-900 group-data-[time-mode=local]/schedule:text-sm group-data-[time-mode=local]/schedule:font-normal group-data-[time-mode=local]/schedule:text-slate-700";
const LEADING_LOCAL = "text-sm text-slate-700 group-data-[time-mode=local]/schedule:order-first group-data-[time-mode=local]/schedule:text-lg group-data-[time-mode=local]/schedule:font-bold group-data-[time-mode=local]/schedule:text-slate-900";

function SessionTimes({ session }: { session: SessionView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const clock = (iso: string) => formatDate(iso, locale, { timeStyle: "short", timeZone: TAHITI_TIME_ZONE });
  return (
    <div className="flex flex-col gap-0.5">
      <p {...schedule.part("times")} className={`${LEADING_TAHITI} ${session.status === "cancelled" ? "line-through decoration-2" : ""}`}>
        <span className="whitespace-nowrap">
          <time {...schedule.part("clock", "start")} dateTime={tahitiDateTime(session.startsAt)}>{clock(session.startsAt)}</time>
          {session.endsAt && (
            <>
              {" – "}
              <time {...schedule.part("clock", "end")} dateTime={tahitiDateTime(session.endsAt)}>{clock(session.endsAt)}</time>
            </>
          )}
        </span>{" "}
        <span className="block text-xs font-normal text-slate-700">{t("schedulePage.tahitiTime")}</span>
      </p>
    </div>
  );
}

/** The visitor's own times, which the page's script adds under a session's Tahiti times. */
export function LocalTimeTemplate() {
  const { t } = useTranslation();
  return (
    <ServerTemplate {...schedule.part("localTimeTemplate")}>
      <p className={LEADING_LOCAL}>
        <span {...schedule.part("localClock")} className="whitespace-nowrap" />{" "}
        <span className="block text-xs font-normal text-slate-700">
          {t("schedulePage.localTime")} <span {...schedule.part("localDate")} />
        </span>
      </p>
    </ServerTemplate>
  );
}

/** What each status that moves with the clock looks like, for the page's script to swap in. */
export function StatusTemplates() {
  return (
    <>
      {TIMED_STATUSES.map((status) => (
        <ServerTemplate key={status} {...schedule.part("statusTemplate", status)}>
          <StatusBadge status={status} />
        </ServerTemplate>
      ))}
    </>
  );
}

/** `withSport`: on a page of several sports' sessions under other headings (a venue's), each names its sport. */
function SessionItem({ session, withSport = false }: { session: SessionView; withSport?: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const timed = session.timed ? schedule.part("timedSession", intervalOf(session.startsAt, session.until)) : {};
  const label = `${session.discipline ? `${session.discipline.value} · ` : ""}${session.name.value} — ${session.stage}`;
  return (
    // On a phone the times and the status share the first row, the event the second; from sm, three columns.
    <li {...timed} {...favouritesFilter.part("favouriteItem", favouriteTokens({ sport: session.sport.slug, delegations: session.delegations }))} data-session={session.id} data-status={session.status} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-6 gap-y-2 py-4 sm:grid-cols-[10rem_minmax(0,1fr)_auto]">
      <SessionTimes session={session} />
      <div className="col-span-2 min-w-0 sm:col-span-1">
        {withSport && (
          <p className="mb-0.5 flex items-center gap-2 text-sm font-semibold text-ocean-800">
            <SportPictogram sport={session.sport.slug} className="size-5" />
            <a href={localize(sportPath(session.sport.slug))} className="underline underline-offset-2 hover:text-ocean-900">
              <ShownText text={session.sport.name} />
            </a>
          </p>
        )}
        <h4 className="font-semibold text-slate-900">
          {session.discipline && (
            <>
              <ShownText text={session.discipline} />
              {" · "}
            </>
          )}
          <ShownText text={session.name} />
        </h4>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-800">
          <span>{session.stage}</span>
          {session.medal && (
            <span data-medal-session className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950">
              <MedalIcon aria-hidden="true" className="size-4" />
              {t("schedulePage.medalSession")}
            </span>
          )}
        </p>
        <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-800">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
          <span>
            <span className="sr-only">{t("schedulePage.venue")} </span>
            {session.venue.known ? (
              <a href={localize(venuePath(session.venue.id))} lang={session.venue.name.lang} className="text-ocean-700 underline underline-offset-2 hover:text-ocean-900">
                {session.venue.name.value}
              </a>
            ) : (
              <span lang={session.venue.name.lang}>{session.venue.name.value}</span>
            )}
          </span>
        </p>
      </div>
      <div className="col-start-2 row-start-1 flex flex-col items-end gap-1 sm:col-start-3">
        <p>
          <span className="sr-only">{t("schedulePage.statusLabel")} </span>
          <span {...(session.timed && schedule.part("sessionStatus", session.status as TimedStatus))}>
            <StatusBadge status={session.status} />
          </span>
        </p>
        {session.resultsPath && session.results && (
          <a href={localize(session.resultsPath)} data-results-link className="text-right text-sm font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900">
            {t(`schedulePage.resultsLink.${session.results}`)}
            <span className="sr-only">: {label}</span>
          </a>
        )}
      </div>
    </li>
  );
}

/** A sport's sessions of the day, under its pictogram and name. */
export function SportSessions({ group }: { group: SportGroup }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const id = `sport-${group.sport}`;
  return (
    <section aria-labelledby={id} data-sport={group.sport} {...favouritesFilter.part("favouriteGroup")} className="mt-8">
      <h3 id={id} className="flex items-center gap-3 border-b-2 border-ocean-800 pb-2 text-xl font-bold text-ocean-900">
        <SportPictogram sport={group.sport} className="size-8 text-ocean-700" />
        <a href={localize(sportPath(group.sport))} className="underline-offset-4 hover:underline">
          <ShownText text={group.name} />
        </a>
        <span className="ml-auto text-sm font-normal text-slate-700">{t("schedulePage.groupCount", { count: group.sessions.length })}</span>
      </h3>
      <ol className="divide-y divide-slate-200">
        {group.sessions.map((session) => (
          <SessionItem key={session.id} session={session} />
        ))}
      </ol>
    </section>
  );
}

/**
 * A sport's or a venue's whole schedule, one list a day, with the schedule page's behaviour: the
 * visitor's own times and their switch, and statuses that follow the clock. `withSport`: each session
 * names its sport (a venue's schedule).
 */
export function SessionsByDay({ days, withSport = false }: { days: readonly DayGroup[]; withSport?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div {...schedule.attrs()} {...schedule.part("timeMode", "tahiti")} className="group/schedule">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <p className="text-sm text-slate-700">{t("schedulePage.tahitiTimeNote")}</p>
        <TimeSwitch />
      </div>
      {days.map(({ day, sessions }) => {
        const id = `sessions-${day}`;
        return (
          <section key={day} aria-labelledby={id} data-day={day} className="mt-8">
            <h3 id={id} className="flex items-baseline gap-3 border-b-2 border-ocean-800 pb-2 text-xl font-bold text-ocean-900">
              <span className="first-letter:uppercase">{formatDate(day, locale, FULL_DAY)}</span>
              <span className="ml-auto text-sm font-normal text-slate-700">{t("schedulePage.groupCount", { count: sessions.length })}</span>
            </h3>
            <ol className="divide-y divide-slate-200">
              {sessions.map((session) => (
                <SessionItem key={session.id} session={session} withSport={withSport} />
              ))}
            </ol>
          </section>
        );
      })}
      <LocalTimeTemplate />
      <StatusTemplates />
    </div>
  );
}
