import { TriangleAlert } from "lucide-react";
import type { Route } from "./+types/venues.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { EVENT } from "~/domain/event/games.ts";
import { sportsByVenue, sportsIn } from "~/domain/sports/public-sports.server.ts";
import { venuesTextsKind } from "~/domain/content/kinds/venues-texts.ts";
import { pageTexts } from "~/domain/content/page-texts.server.ts";
import { venuesPage } from "~/domain/venues/venues-page.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { pageMeta } from "~/platform/seo/meta.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { VenueCard } from "./venue-card.tsx";
import { IslandVenueMap } from "./venue-map.tsx";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["venuesTexts", "venues", "media", "sports"] };

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { database, content: store } = context.get(servicesContext);
  const [own, page, sports] = await Promise.all([pageTexts(store, venuesTextsKind, locale), venuesPage(database.db, store, locale), sportsIn(store, locale)]);
  const { texts } = own;
  return {
    texts,
    ...page,
    untranslated: own.untranslated || page.untranslated,
    sportsAt: sportsByVenue(sports),
    seo: own.seo,
  };
}

export default function Venues({ loaderData: { texts, venues, photos, untranslated, sportsAt } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const venuesOn = (island: string) => venues.filter((venue) => venue.island === island);
  const markers = venues.map((venue) => ({
    number: venue.number,
    island: venue.island,
    position: venue.position,
    href: `#venue-${venue.id}`,
    name: venue.name.value,
    lang: venue.name.lang,
  }));
  return (
    <>
      <PageHeader visual="venues" title={texts.title} intro={texts.intro}>
        <p className="mt-6 flex max-w-3xl gap-3 rounded-lg bg-white/10 p-4 text-white">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <ShownText text={texts.changeNotice} />
        </p>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <PageSection id="islands" title={texts.islandsTitle}>
        <dl className="grid gap-4 sm:grid-cols-3">
          {EVENT.islands.map((island) => {
            const count = venuesOn(island).length;
            return (
              <div key={island} data-island={island} className="flex flex-col-reverse rounded-xl bg-ocean-900 p-6 text-white">
                <dt className="text-xl font-bold">
                  <a href={`#island-${island.toLowerCase()}`} className="underline-offset-4 hover:underline">
                    {island}
                  </a>
                </dt>
                <dd className="mb-1 flex items-baseline gap-2">
                  <span data-count className="text-4xl font-extrabold">{formatNumber(count, locale)}</span>
                  <span className="text-ocean-50">{t("venues.venueCount", { count })}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      </PageSection>
      <PageSection id="map" title={texts.mapTitle} tone="sand">
        <figure>
          <div className="grid gap-10 lg:grid-cols-2 lg:gap-6">
            {EVENT.islands.map((island) => {
              const own = markers.filter((marker) => marker.island === island);
              return (
                <div key={island} data-island-panel={island} className={`sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:p-6 ${island === "Tahiti" ? "lg:col-span-2" : ""}`}>
                  <h3 className="text-xl font-bold text-slate-900">{island}</h3>
                  <div className={`mt-4 flex flex-col gap-6 md:flex-row md:items-start ${island === "Tahiti" ? "" : "lg:flex-col xl:flex-row"}`}>
                    <IslandVenueMap island={island} markers={own} label={t("venues.mapLabel", { island })} north={t("venues.mapNorth")} />
                    <ol className={`min-w-0 space-y-1 ${own.length > 6 ? "xl:columns-2 xl:gap-6" : ""}`}>
                      {own.map((marker) => (
                        <li key={marker.number} className="break-inside-avoid">
                          <a href={marker.href} className="group flex items-center gap-3 py-1 text-ocean-700 hover:text-ocean-900">
                            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-ocean-800 text-sm font-bold text-white">{marker.number}</span>
                            <span lang={marker.lang} className="underline underline-offset-2">{marker.name}</span>
                          </a>
                        </li>
                      ))}
                    </ol>
                  </div>
                  {own.some((marker) => !marker.position) && <ShownText as="p" text={texts.islandOnlyNote} className="mt-4 text-sm text-slate-700" />}
                </div>
              );
            })}
          </div>
          <ShownText as="figcaption" text={texts.mapCaption} className="mt-6 max-w-3xl text-sm text-slate-700" />
        </figure>
      </PageSection>
      {EVENT.islands.map((island, index) => (
        <PageSection key={island} id={`island-${island.toLowerCase()}`} title={island} tone={index % 2 === 1 ? "sand" : "plain"}>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {venuesOn(island).map((venue) => (
              <li key={venue.id} id={`venue-${venue.id}`} data-venue={venue.id}>
                <VenueCard venue={venue} photo={photos[venue.id]} sports={sportsAt[venue.id] ?? []} />
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
