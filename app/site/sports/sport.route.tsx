import { ArrowLeft, ListOrdered, MapPin, Medal as MedalIcon, Users } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/sport.route";
import { sportFeedPath } from "~/domain/calendar/feed-paths.ts";
import { anyUntranslated } from "~/domain/content/localized.ts";
import { delegationsIn } from "~/domain/delegations/public-delegations.server.ts";
import { resultsPath } from "~/domain/results/results-path.ts";
import { hasDemoResults } from "~/domain/results/public-results.server.ts";
import { venuePath } from "~/domain/schedule/public-paths.ts";
import { hasDemoSchedule } from "~/domain/schedule/schedule-read.server.ts";
import { sportsIn } from "~/domain/sports/public-sports.server.ts";
import { sportPage, type SportEvent } from "~/domain/sports/sport-page.server.ts";
import { venuesIn } from "~/domain/venues/public-venues.server.ts";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { servicesContext } from "~/services.server.ts";
import { MedallistsList } from "~/site/medals/medallists-list.tsx";
import { medallistsPath, medalsPath } from "~/site/medals/medal-paths.ts";
import { CalendarLink } from "~/site/parts/calendar-link.tsx";
import { DemoResultsNotice, DemoScheduleNotice } from "~/site/parts/demo-results-notice.tsx";
import { FavouriteToggle } from "~/site/favourites/favourite-toggle.tsx";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { SportPictogram } from "~/site/parts/sport-pictogram.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { ResultsTable } from "~/site/results/results-table.tsx";
import { SessionsByDay } from "~/site/schedule/schedule-sessions.tsx";

export const handle: RouteHandle = { shows: ["schedule", "results", "sports", "venues", "delegations"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const now = new Date();
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const { database, content } = context.get(servicesContext);
  const db = database.db;
  const [sports, venues, delegations, demoSchedule, demoResults] = await Promise.all([
    sportsIn(content, locale),
    venuesIn(content, locale),
    delegationsIn(content, locale),
    hasDemoSchedule(db),
    hasDemoResults(db),
  ]);
  const sport = sports.bySlug.get(params.sport);
  if (!sport) throw data(null, { status: 404 });
  const { expires, ...page } = await sportPage(db, sport, now, { locale, t, sports, venues }, delegations);
  const values = { sport: sport.name.value };
  return data(
    {
      sport,
      ...page,
      demoSchedule,
      demoResults,
      untranslated: anyUntranslated([sport.name, sport.description, ...page.events.flatMap((event) => [event.name, event.discipline])]),
      seo: { title: t("sportPage.metaTitle", values), description: t("sportPage.metaDescription", values) },
    },
    // Stored copies are kept no longer than the sessions' statuses hold (ADR 032).
    expires ? { headers: { Expires: expires.toUTCString() } } : undefined,
  );
}

const link = "inline-flex items-center gap-2 font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900";

export default function Sport({ loaderData }: Route.ComponentProps) {
  const { sport, events, days, results, medallists, venues, demoSchedule, demoResults, untranslated } = loaderData;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const name = sport.name.value;
  return (
    <>
      <PageHeader visual="sports" title={sport.name} intro={sport.description} crumbs={[{ label: t("nav.sports"), path: "/sports" }, { label: name, lang: sport.name.lang }]}>
        {untranslated && <UntranslatedNotice />}
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <span className="rounded-xl bg-white p-3 text-ocean-800">
            <SportPictogram sport={sport.slug} className="size-14" />
          </span>
          <ul className="flex flex-wrap gap-2 text-sm font-semibold">
            <li className="rounded-full bg-white px-3 py-1 text-ocean-900">{t(`sports.badges.${sport.status}`)}</li>
            {sport.para === "included" && <li className="rounded-full bg-white px-3 py-1 text-ocean-900">{t("sports.badges.para")}</li>}
            {sport.para === "pending" && <li className="rounded-full border border-dashed border-white px-3 py-1">{t("sports.badges.paraPending")}</li>}
          </ul>
        </div>
        <FavouriteToggle kind="sport" id={sport.slug} name={name} tone="dark" className="mt-6" />
      </PageHeader>
      <PageSection id="events" title={t("sportPage.eventsTitle")}>
        {events.length === 0 ? <p className="text-slate-800">{t("sportPage.eventsEmpty")}</p> : <EventList events={events} />}
      </PageSection>
      <PageSection id="schedule" title={t("sportPage.scheduleTitle")} tone="sand">
        {demoSchedule && days.length > 0 && <DemoScheduleNotice className="mb-6" />}
        {days.length === 0 ? <p className="text-slate-800">{t("sportPage.scheduleEmpty")}</p> : <SessionsByDay days={days} />}
        <CalendarLink feed={sportFeedPath(sport.slug)} className="mt-8" />
      </PageSection>
      <PageSection id="results" title={t("sportPage.resultsTitle")}>
        {demoResults && results.total > 0 && <DemoResultsNotice className="mb-6" />}
        {results.items.length === 0 ? (
          <p className="text-slate-800">{t("sportPage.resultsEmpty")}</p>
        ) : (
          <ResultsTable items={results.items} caption={t("sportPage.resultsCaption", { sport: name })} captionId="sport-results-caption" />
        )}
        {results.total > results.items.length && (
          <p className="mt-6">
            <a href={localize(resultsPath({ sport: sport.slug }))} className={link}>
              <ListOrdered aria-hidden="true" className="size-4" />
              {t("sportPage.allResults", { sport: name, count: results.total })}
            </a>
          </p>
        )}
      </PageSection>
      <PageSection id="medallists" title={t("sportPage.medallistsTitle")} tone="sand">
        {medallists.length === 0 ? <p className="text-slate-800">{t("sportPage.medallistsEmpty")}</p> : <MedallistsList days={medallists} />}
        <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-8">
          <li>
            <a href={localize(medalsPath({ sport: sport.slug }))} className={link}>
              <MedalIcon aria-hidden="true" className="size-4" />
              {t("sportPage.medalTable", { sport: name })}
            </a>
          </li>
          <li>
            <a href={localize(medallistsPath({ sport: sport.slug }))} className={link}>
              <Users aria-hidden="true" className="size-4" />
              {t("sportPage.allMedallists")}
            </a>
          </li>
        </ul>
      </PageSection>
      <PageSection id="venues" title={t("sportPage.venuesTitle")}>
        {venues.length === 0 ? (
          <p className="text-slate-800">{t("sports.venueToConfirm")}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {venues.map((venue) => (
              <li key={venue.id} data-venue={venue.id} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-ocean-700" />
                <div>
                  <a href={localize(venuePath(venue.id))} lang={venue.name.lang} className="font-semibold text-ocean-700 underline underline-offset-2 hover:text-ocean-900">
                    {venue.name.value}
                  </a>
                  <p className="text-sm text-slate-700">{[venue.commune, venue.island].filter(Boolean).join(", ")}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <a href={localize("/sports")} className="mt-10 inline-flex items-center gap-2 font-semibold text-ocean-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("sportPage.back")}
        </a>
      </PageSection>
    </>
  );
}

/** The sport's events, in the order of their first session: name, category, format, and whether medals are won. */
function EventList({ events }: { events: readonly SportEvent[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-x-8 sm:grid-cols-2">
      {events.map((event) => (
        <li key={event.id} data-event={event.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-slate-200 py-3">
          <span className="font-semibold text-slate-900">
            {event.discipline && (
              <>
                <ShownText text={event.discipline} />
                {" · "}
              </>
            )}
            <ShownText text={event.name} />
          </span>
          <span className="text-sm text-slate-700">
            {t(`schedule.genders.${event.gender}`)} · {t(`schedule.formats.${event.format}`)} · {t("sportPage.sessionCount", { count: event.sessions })}
          </span>
          {event.medal && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
              <MedalIcon aria-hidden="true" className="size-3.5" />
              {t("sportPage.medalEvent")}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

// The loader's Expires reaches the response, where the page cache reads it (ADR 032).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
