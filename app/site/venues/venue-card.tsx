import { MapPin } from "lucide-react";
import type { Venue } from "~/content/venues.ts";
import type { VenuesContent } from "~/content/venues/types.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";

export interface VenueCardText {
  name: string;
  note?: string;
  sports: { slug: string; name: string }[];
  /** Its number on the map, when the map marks it. */
  marker?: number;
}

/** One venue: name, island, commune, sports and capacity, each "to be confirmed" when unknown. */
export function VenueCard({ venue, text, labels }: { venue: Venue; text: VenueCardText; labels: VenuesContent["card"] }) {
  const locale = useLocale();
  const localize = useLocalizedPath();
  const rows = "grid grid-cols-[8rem_1fr] gap-2";
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6">
      {text.marker !== undefined && (
        <p className="mb-3 inline-flex items-center gap-1.5 self-start rounded-full bg-ocean-800 px-3 py-1 text-sm font-semibold text-white">
          <MapPin aria-hidden="true" className="size-4" />
          {labels.mapMarker.replace("{number}", String(text.marker))}
        </p>
      )}
      <h3 className="text-xl font-bold text-slate-900">{text.name}</h3>
      {text.note && <p className="mt-2 text-slate-700">{text.note}</p>}
      <dl className="mt-4 space-y-2 text-sm text-slate-800">
        <div className={rows}>
          <dt className="font-semibold text-slate-900">{labels.island}</dt>
          <dd>{venue.island}</dd>
        </div>
        <div className={rows}>
          <dt className="font-semibold text-slate-900">{labels.commune}</dt>
          <dd>{venue.commune ?? labels.communeToConfirm}</dd>
        </div>
        <div className={rows}>
          <dt className="font-semibold text-slate-900">{labels.sports}</dt>
          <dd>
            {text.sports.length === 0 && !venue.ceremonies ? (
              labels.sportsToConfirm
            ) : (
              <ul className="flex flex-wrap gap-x-3 gap-y-1">
                {venue.ceremonies && <li>{labels.ceremonies}</li>}
                {text.sports.map((sport) => (
                  <li key={sport.slug}>
                    <a href={`${localize("/sports")}#sport-${sport.slug}`} className="text-ocean-700 underline underline-offset-2 hover:text-ocean-900">
                      {sport.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div className={rows}>
          <dt className="font-semibold text-slate-900">{labels.capacity}</dt>
          <dd>{venue.capacity ? labels.capacityAbout.replace("{count}", formatNumber(venue.capacity, locale)) : labels.capacityToConfirm}</dd>
        </div>
      </dl>
    </article>
  );
}
