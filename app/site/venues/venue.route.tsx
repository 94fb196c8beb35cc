import { ArrowLeft, Navigation } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/venue.route";
import { venueFeedPath } from "~/domain/calendar/feed-paths.ts";
import { anyUntranslated } from "~/domain/content/localized.ts";
import { hasDemoSchedule } from "~/domain/schedule/schedule-read.server.ts";
import { sportsIn } from "~/domain/sports/public-sports.server.ts";
import { venuesIn } from "~/domain/venues/public-venues.server.ts";
import { mapLink, venuePage } from "~/domain/venues/venue-page.server.ts";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { servicesContext } from "~/services.server.ts";
import { CalendarLink } from "~/site/parts/calendar-link.tsx";
import { DemoScheduleNotice } from "~/site/parts/demo-results-notice.tsx";
import { ExternalLink } from "~/site/parts/external-link.tsx";
import { LibraryPicture } from "~/site/parts/library-picture.tsx";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { SessionsByDay } from "~/site/schedule/schedule-sessions.tsx";
import { VenueFacts } from "./venue-card.tsx";

export const handle: RouteHandle = { shows: ["schedule", "results", "sports", "venues", "media"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const now = new Date();
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const { database, content } = context.get(servicesContext);
  const db = database.db;
  const [sports, venues, demo] = await Promise.all([sportsIn(content, locale), venuesIn(content, locale), hasDemoSchedule(db)]);
  const venue = venues.find((one) => one.id === params.venue);
  if (!venue) throw data(null, { status: 404 });
  const { expires, ...page } = await venuePage(db, venue, now, { locale, t, sports, venues });
  const values = { venue: venue.name.value, island: venue.island };
  return data(
    {
      venue,
      ...page,
      map: venue.position && mapLink(venue.position),
      demo,
      untranslated: anyUntranslated([venue.name, venue.note, venue.services, venue.accessibility]),
      seo: { title: t("venuePage.metaTitle", values), description: t("venuePage.metaDescription", values) },
    },
    // Stored copies are kept no longer than the sessions' statuses hold (ADR 032).
    expires ? { headers: { Expires: expires.toUTCString() } } : undefined,
  );
}

export default function Venue({ loaderData }: Route.ComponentProps) {
  const { venue, photo, sports, days, map, demo, untranslated } = loaderData;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader visual="venues" title={venue.name} intro={venue.note} crumbs={[{ label: t("nav.venues"), path: "/venues" }, { label: venue.name.value, lang: venue.name.lang }]}>
        {untranslated && <UntranslatedNotice />}
        <p className="mt-4 text-lg font-semibold text-ocean-50">{[venue.commune, venue.island].filter(Boolean).join(", ")}</p>
      </PageHeader>
      <PageSection id="access" title={t("venuePage.accessTitle")}>
        <div className={photo ? "grid gap-8 lg:grid-cols-2" : undefined}>
          {photo && (
            <figure>
              <LibraryPicture picture={photo} sizes="(min-width: 1024px) 36rem, 100vw" lazy={false} className="aspect-[3/2] w-full rounded-xl object-cover" />
              <figcaption className="pt-2 text-xs text-slate-700">{t("news.photoCredit", { credit: photo.credit })}</figcaption>
            </figure>
          )}
          <div className="max-w-2xl">
            <VenueFacts venue={venue} sports={sports} />
            {map && (
              <p className="mt-6">
                <ExternalLink href={map} className="inline-flex items-center gap-2 rounded-md bg-ocean-800 px-4 py-2.5 font-semibold text-white hover:bg-ocean-900">
                  <Navigation aria-hidden="true" className="size-4" />
                  {t("venuePage.map")}
                </ExternalLink>
              </p>
            )}
          </div>
        </div>
      </PageSection>
      <PageSection id="schedule" title={t("venuePage.scheduleTitle")} tone="sand">
        {demo && days.length > 0 && <DemoScheduleNotice className="mb-6" />}
        {days.length === 0 ? <p className="text-slate-800">{t("venuePage.scheduleEmpty")}</p> : <SessionsByDay days={days} withSport />}
        <CalendarLink feed={venueFeedPath(venue.id)} className="mt-8" />
        <a href={localize("/venues")} className="mt-10 inline-flex items-center gap-2 font-semibold text-ocean-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("venuePage.back")}
        </a>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

// The loader's Expires reaches the response, where the page cache reads it (ADR 032).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
