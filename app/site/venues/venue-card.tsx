import { MapPin } from "lucide-react";
import type { VenueView } from "~/domain/venues/public-venues.server.ts";
import type { Shown } from "~/domain/content/localized.ts";
import type { Picture } from "~/domain/media/picture.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { LibraryPicture } from "~/site/parts/library-picture.tsx";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { ToConfirm } from "~/site/parts/to-confirm.tsx";
import { sportPath, venuePath } from "~/domain/schedule/public-paths.ts";

/** One venue: its photo, name, island, commune, sports, capacity, access; what is not announced yet said as such. */
export function VenueCard({
  venue,
  photo,
  sports,
}: {
  venue: VenueView;
  photo?: Picture;
  /** The sports held there. */
  sports: { slug: string; name: Shown }[];
}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      {photo && (
        <figure>
          <LibraryPicture picture={photo} sizes="(min-width: 1024px) 26rem, (min-width: 768px) 45vw, 100vw" lazy className="aspect-[3/2] w-full object-cover" />
          <figcaption className="px-6 pt-2 text-xs text-slate-700">{t("news.photoCredit", { credit: photo.credit })}</figcaption>
        </figure>
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="mb-3 inline-flex items-center gap-1.5 self-start rounded-full bg-ocean-800 px-3 py-1 text-sm font-semibold text-white">
          <MapPin aria-hidden="true" className="size-4" />
          {t("venues.card.mapMarker", { number: venue.number })}
        </p>
        <h3 lang={venue.name.lang} className="text-xl font-bold text-slate-900">
          <a href={localize(venuePath(venue.id))} className="text-ocean-800 underline underline-offset-4 hover:text-ocean-900">
            {venue.name.value}
          </a>
        </h3>
        {venue.note && <ShownText as="p" text={venue.note} className="mt-2 text-slate-700" />}
        <VenueFacts venue={venue} sports={sports} className="mt-4" />
      </div>
    </article>
  );
}

/** What a visitor needs to know of a venue: island, commune, address, sports, capacity, services, accessibility. */
export function VenueFacts({ venue, sports, className = "" }: { venue: VenueView; sports: { slug: string; name: Shown }[]; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const rows = "grid grid-cols-[8rem_minmax(0,1fr)] gap-2";
  return (
    <dl className={`space-y-2 text-sm text-slate-800 ${className}`}>
      <div className={rows}>
        <dt className="font-semibold text-slate-900">{t("venues.card.island")}</dt>
        <dd>{venue.island}</dd>
      </div>
      <div className={rows}>
        <dt className="font-semibold text-slate-900">{t("venues.card.commune")}</dt>
        <dd>{venue.commune ?? <ToConfirm />}</dd>
      </div>
      {venue.address && (
        <div className={rows}>
          <dt className="font-semibold text-slate-900">{t("venues.card.address")}</dt>
          <dd>{venue.address}</dd>
        </div>
      )}
      <div className={rows}>
        <dt className="font-semibold text-slate-900">{t("venues.card.sports")}</dt>
        <dd>
          {sports.length === 0 && !venue.ceremonies ? (
            <ToConfirm />
          ) : (
            <ul className="flex flex-wrap gap-x-3 gap-y-1">
              {venue.ceremonies && <li>{t("venues.card.ceremonies")}</li>}
              {sports.map(({ slug, name }) => (
                <li key={slug}>
                  <a href={localize(sportPath(slug))} className="text-ocean-700 underline underline-offset-2 hover:text-ocean-900">
                    <ShownText text={name} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
      <div className={rows}>
        <dt className="font-semibold text-slate-900">{t("venues.card.capacity")}</dt>
        <dd>{venue.capacity ? t("venues.card.capacityAbout", { count: formatNumber(venue.capacity, locale) }) : <ToConfirm />}</dd>
      </div>
      {venue.services && (
        <div className={rows}>
          <dt className="font-semibold text-slate-900">{t("venues.card.services")}</dt>
          <dd lang={venue.services.lang}>
            <ul className="list-disc pl-4">
              {venue.services.value.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      {venue.accessibility && (
        <div className={rows}>
          <dt className="font-semibold text-slate-900">{t("venues.card.accessibility")}</dt>
          <ShownText as="dd" text={venue.accessibility} />
        </div>
      )}
    </dl>
  );
}
