import { hasDemoSchedule } from "~/domain/schedule/schedule-read.server.ts";
import { CalendarClock } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/schedule.route";
import { scheduleTextsKind } from "~/domain/content/kinds/schedule-texts.ts";
import { pageTexts } from "~/domain/content/page-texts.server.ts";
import { delegationFeedPath, SCHEDULE_FEED_PATH, sportFeedPath, venueFeedPath } from "~/domain/calendar/feed-paths.ts";
import { delegationsIn } from "~/domain/delegations/public-delegations.server.ts";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import {
  daySessions,
  defaultDay,
  groupBySport,
  matchingDays,
  parseScheduleQuery,
  scheduleDays,
  scheduleOptions,
  scheduleOutline,
  validUntil,
} from "~/domain/schedule/public-schedule.server.ts";
import { isFiltered, schedulePath, type ScheduleQuery } from "~/domain/schedule/schedule-query.ts";
import { sportsIn } from "~/domain/sports/public-sports.server.ts";
import { venuesIn } from "~/domain/venues/public-venues.server.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { toTahitiDay } from "../../../vocabulary/tahiti-time.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { servicesContext } from "~/services.server.ts";
import { DemoScheduleNotice } from "~/site/parts/demo-results-notice.tsx";
import { PageHeader } from "~/site/parts/page-header.tsx";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { CalendarLink } from "~/site/parts/calendar-link.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { ClearFilters, DayTabs, FULL_DAY, ScheduleFilters, TimeSwitch } from "./schedule-controls.tsx";
import { LocalTimeTemplate, SportSessions, StatusTemplates } from "./schedule-sessions.tsx";
import { OfflinePage } from "~/platform/offline/offline-page.tsx";
import { FavouritesSwitch } from "~/site/favourites/favourites-switch.tsx";
import { favouritesFilter } from "~/site/favourites/favourites.behaviour.ts";
import { schedule } from "./schedule.behaviour.ts";

export const handle: RouteHandle = { shows: ["schedule", "results", "scheduleTexts", "event", "sports", "venues", "delegations"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const { database, content } = context.get(servicesContext);
  const db = database.db;
  const [own, facts, sports, venues, delegations, outline, demo] = await Promise.all([
    pageTexts(content, scheduleTextsKind, locale),
    eventFacts(content),
    sportsIn(content, locale),
    venuesIn(content, locale),
    delegationsIn(content, locale),
    scheduleOutline(db),
    hasDemoSchedule(db),
  ]);
  const days = scheduleDays(facts, outline.days);
  const query = parseScheduleQuery(new URL(request.url).searchParams, {
    days,
    sports: [...sports.bySlug.keys()],
    venues: venues.map((venue) => venue.id),
    delegations: [...delegations.byCode.keys()],
  });
  const day = query.day ?? defaultDay(days, outline.days, toTahitiDay(now)) ?? toTahitiDay(now);
  const [rows, matches] = await Promise.all([daySessions(db, day, query, venues), matchingDays(db, query, venues)]);
  const labels = { locale, t, sports, venues };
  const groups = groupBySport(rows, now, labels);
  // Stored pages are kept no longer than the statuses they show, and the default day (ADR 032).
  const expires = validUntil(now, groups.flatMap((group) => group.sessions), query.day === undefined);
  const dayName = formatDate(day, locale, FULL_DAY);
  return data(
    {
      texts: own.texts,
      untranslated: own.untranslated,
      demo,
      published: outline.days.length > 0,
      days,
      day,
      dayName,
      query,
      counts: Object.fromEntries(matches.map((match) => [match.day, match.sessions])),
      groups,
      options: scheduleOptions(outline, query, labels, delegations),
      seo: {
        title: query.day ? t("schedulePage.dayTitle", { day: dayName, title: own.seo.title }) : own.seo.title,
        description: own.seo.description,
        // Filtered days are endless variations of the schedule: the engines should keep the days themselves.
        noindex: isFiltered(query),
      },
    },
    expires ? { headers: { Expires: expires.toUTCString() } } : undefined,
  );
}

export default function Schedule({ loaderData }: Route.ComponentProps) {
  const { texts, untranslated, demo, published, days, day, dayName, query, counts, groups, options } = loaderData;
  const { t } = useTranslation();
  const total = groups.reduce((sum, group) => sum + group.sessions.length, 0);
  return (
    <OfflinePage>
      <PageHeader visual="results" title={texts.title} intro={texts.intro}>
        <p className="mt-6 flex max-w-3xl gap-3 rounded-lg bg-white/10 p-4 text-white">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <ShownText text={texts.changeNotice} />
        </p>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <div {...schedule.attrs()} {...schedule.part("timeMode", "tahiti")} {...favouritesFilter.attrs()} className="group/schedule mx-auto max-w-7xl px-4 py-10">
        {demo && <DemoScheduleNotice className="mb-8" />}
        {published ? (
          <>
            <DayTabs days={days} current={day} query={query} counts={counts} />
            <ScheduleFilters query={query} options={options} />
            <CalendarLink feed={feedOf(query)} className="mt-4" />
            <section aria-labelledby="schedule-day" className="mt-8">
              <h2 id="schedule-day" className="text-2xl font-bold text-ocean-900 first-letter:uppercase">{dayName}</h2>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
                <p role="status" className="font-semibold text-slate-800">
                  {total > 0 ? t("schedulePage.count", { count: total }) : <EmptyDay query={query} counts={counts} />}
                </p>
                <p className="text-sm text-slate-700">{t("schedulePage.tahitiTimeNote")}</p>
              </div>
              {total === 0 && <OtherDays query={query} counts={counts} />}
              <div className="mt-3 flex flex-col gap-2">
                <TimeSwitch />
                {total > 0 && <FavouritesSwitch empty={t("favourites.emptyDay")} />}
              </div>
              {groups.map((group) => (
                <SportSessions key={group.sport} group={group} />
              ))}
            </section>
            <LocalTimeTemplate />
            <StatusTemplates />
          </>
        ) : (
          <ShownText as="p" text={texts.notPublished} className="max-w-3xl text-lg text-slate-800" />
        )}
      </div>
    </OfflinePage>
  );
}

/** The calendar to subscribe to: the delegation's, the sport's or the venue's filtered by, else the whole schedule. */
function feedOf({ delegation, sport, venue }: ScheduleQuery): string {
  if (delegation) return delegationFeedPath(delegation);
  if (sport) return sportFeedPath(sport);
  if (venue) return venueFeedPath(venue);
  return SCHEDULE_FEED_PATH;
}

/** Why the day shows nothing: no competition that day, or the filters. */
function EmptyDay({ query, counts }: { query: ScheduleQuery; counts: Record<string, number> }) {
  const { t } = useTranslation();
  if (!isFiltered(query)) return t("schedulePage.noSessionsDay");
  return Object.keys(counts).length > 0 ? t("schedulePage.noMatchDay") : t("schedulePage.noMatchAnyDay");
}

/** Where the filters do find sessions, and the way back to the whole day. */
function OtherDays({ query, counts }: { query: ScheduleQuery; counts: Record<string, number> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const found = Object.keys(counts).sort();
  if (!isFiltered(query)) return null;
  return (
    <div data-empty-help className="mt-4 rounded-xl border border-slate-200 bg-sand-50 p-4">
      {found.length > 0 && (
        <>
          <p className="text-slate-800">{t("schedulePage.otherDays")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {found.map((other) => (
              <li key={other}>
                <a href={localize(schedulePath({ ...query, day: other }))} className="inline-block rounded-lg border border-slate-300 bg-white px-3 py-1 font-semibold text-ocean-700 underline-offset-4 hover:underline">
                  {formatDate(other, locale, FULL_DAY)} ({t("schedulePage.groupCount", { count: counts[other] ?? 0 })})
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={found.length > 0 ? "mt-3" : undefined}>
        <ClearFilters day={query.day} />
      </p>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

// The loader's Expires reaches the response, where the page cache reads it (ADR 032).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
