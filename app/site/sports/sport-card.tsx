import type { Shown } from "~/domain/content/localized.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";
import type { SportView } from "~/domain/sports/public-sports.server.ts";
import { SportPictogram } from "~/site/parts/sport-pictogram.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { sportPath, venuePath } from "~/domain/schedule/public-paths.ts";

const STATUS_BADGE = {
  compulsory: "bg-ocean-800 text-white",
  optional: "bg-amber-100 text-amber-950",
} as const;


/** One sport: pictogram, name, compulsory or optional, para status, what it is and where it is held. */
export function SportCard({ sport, venues }: { sport: SportView; venues: { id: string; name: Shown }[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6">
      <div className="flex items-start gap-4">
        <span className="rounded-lg bg-ocean-50 p-2 text-ocean-800">
          <SportPictogram sport={sport.slug} className="size-12" />
        </span>
        <div>
          <h3 lang={sport.name.lang} className="text-xl font-bold text-slate-900">
            <a href={localize(sportPath(sport.slug))} className="text-ocean-800 underline underline-offset-4 hover:text-ocean-900">
              {sport.name.value}
            </a>
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
            <li className={`rounded-full px-2.5 py-1 ${STATUS_BADGE[sport.status]}`}>{t(`sports.badges.${sport.status}`)}</li>
            {sport.para === "included" && (
              <li className="inline-flex items-center gap-1 rounded-full bg-ocean-100 py-0.5 pr-2.5 pl-1.5 text-ocean-900">
                <SportPictogram sport={sport.slug} para className="size-5" />
                {t("sports.badges.para")}
              </li>
            )}
            {sport.para === "pending" && (
              <li className="rounded-full border border-dashed border-slate-500 px-2.5 py-1 text-slate-800">{t("sports.badges.paraPending")}</li>
            )}
          </ul>
        </div>
      </div>
      {sport.description && <ShownText as="p" text={sport.description} className="mt-4 text-slate-700" />}
      <div className="mt-auto pt-4 text-sm">
        <h4 className="font-semibold text-slate-900">{t("sports.venuesLabel")}</h4>
        {venues.length === 0 ? (
          <p className="mt-1 text-slate-700">{t("sports.venueToConfirm")}</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {venues.map((venue) => (
              <li key={venue.id}>
                <a href={localize(venuePath(venue.id))} className="text-ocean-700 underline underline-offset-2 hover:text-ocean-900">
                  <ShownText text={venue.name} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
