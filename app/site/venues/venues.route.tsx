import { TriangleAlert } from "lucide-react";
import type { Route } from "./+types/venues.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { EVENT } from "~/content/event.ts";
import { SPORT_NAMES } from "~/content/sports/names.ts";
import { VENUES, mapNumbers, sportsAt, venuesOn } from "~/content/venues.ts";
import { venuesContent } from "~/content/venues/index.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { INTL_TAGS } from "~/platform/i18n/locales.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { VenueCard } from "./venue-card.tsx";
import { VenueMap } from "./venue-map.tsx";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: [] };

export function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const content = venuesContent[locale];
  return { content, sportNames: SPORT_NAMES[locale], seo: content.meta };
}

export default function Venues({ loaderData: { content, sportNames } }: Route.ComponentProps) {
  const locale = useLocale();
  const numbers = mapNumbers();
  const plural = new Intl.PluralRules(INTL_TAGS[locale]);
  const markers = VENUES.flatMap((venue) => {
    const number = numbers.get(venue.id);
    return venue.position && number ? [{ id: venue.id, number, island: venue.island, ...venue.position }] : [];
  });
  return (
    <>
      <PageHeader title={content.title} intro={content.intro}>
        <p className="mt-6 flex max-w-3xl gap-3 rounded-lg bg-white/10 p-4 text-white">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {content.changeNotice}
        </p>
      </PageHeader>
      <PageSection id="islands" title={content.islandsTitle}>
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
                  <span className="text-ocean-50">{plural.select(count) === "one" ? content.venueCount.one : content.venueCount.other}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      </PageSection>
      <PageSection id="map" title={content.mapTitle} tone="sand">
        <div className="grid gap-8 lg:grid-cols-3">
          <figure className="lg:col-span-2">
            <VenueMap markers={markers} labels={{ label: content.mapLabel, inset: content.mapInset, north: content.mapNorth }} />
            <figcaption className="mt-3 text-sm text-slate-700">{content.mapCaption}</figcaption>
          </figure>
          <div>
            <h3 className="text-xl font-bold text-slate-900">{content.legendTitle}</h3>
            <ol className="mt-4 space-y-2">
              {markers.map((marker) => (
                <li key={marker.id} className="flex items-center gap-3">
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-ocean-800 text-sm font-bold text-white">{marker.number}</span>
                  <a href={`#venue-${marker.id}`} className="text-ocean-700 underline underline-offset-2 hover:text-ocean-900">
                    {content.names[marker.id]}
                  </a>
                </li>
              ))}
            </ol>
            <p className="mt-6 text-slate-700">{content.unplacedNote}</p>
          </div>
        </div>
      </PageSection>
      {EVENT.islands.map((island, index) => (
        <PageSection key={island} id={`island-${island.toLowerCase()}`} title={island} tone={index % 2 === 1 ? "sand" : "plain"}>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {venuesOn(island).map((venue) => (
              <li key={venue.id} id={`venue-${venue.id}`} data-venue={venue.id}>
                <VenueCard
                  venue={venue}
                  labels={content.card}
                  text={{
                    name: content.names[venue.id],
                    note: content.notes[venue.id],
                    sports: sportsAt(venue.id).map((slug) => ({ slug, name: sportNames[slug] })),
                    marker: numbers.get(venue.id),
                  }}
                />
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
