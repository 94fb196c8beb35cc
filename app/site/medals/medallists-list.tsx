import { useTranslation } from "~/platform/i18n/translation.tsx";
import { TableRegion } from "~/platform/ui/table-region.tsx";
import { formatDate } from "~/platform/i18n/format.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import type { DelegationLabel } from "~/domain/results/labels.server.ts";
import type { Medal } from "../../../vocabulary/results-keys.ts";
import { Flag } from "~/site/parts/flag.tsx";
import { MedalLabel, MedalToken } from "~/site/parts/medal-label.tsx";
import { SportName } from "~/site/parts/sport-pictogram.tsx";
import { DelegationName } from "./medal-standings.tsx";
import { MEDAL_DAY } from "./medal-view-controls.tsx";

export interface MedallistsDay {
  day: string;
  events: {
    sport: string;
    sportSlug?: string;
    event: string;
    lines: { id: number; athlete: string; medal: Medal; delegation: DelegationLabel }[];
  }[];
}

// As the medal table on a phone: narrower padding, each medal's initial in its colour and each
// delegation's code instead of their names (the full words stay for screen readers).
const pad = "px-2 py-3 first:pl-3 sm:px-4 sm:first:pl-4";

/**
 * The medallists, one section a day (newest first), each day a table whose row groups are its events:
 * a row across the table names the event (the sport's pictogram and name, the event) and heads its
 * medals, gold first. Across rather than in a column of its own, the table fits a phone's width.
 */
export function MedallistsList({ days }: { days: readonly MedallistsDay[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <div className="flex flex-col gap-12">
      {days.map(({ day, events }) => {
        const date = formatDate(day, locale, MEDAL_DAY);
        return (
          <section key={day} aria-labelledby={`day-${day}`} data-day={day}>
            <h2 id={`day-${day}`} className="mb-4 text-2xl font-bold text-ocean-900">
              <time dateTime={day}>{date}</time>
            </h2>
            <TableRegion caption={t("medalViews.dayCaption", { day: date })} captionId={`day-${day}-caption`}>
              <thead className="bg-ocean-50 text-sm text-ocean-900">
                <tr>
                  <th scope="col" className={`${pad} w-px font-semibold sm:w-40`}>
                    <span className="max-sm:sr-only">{t("medalViews.columns.medal")}</span>
                  </th>
                  <th scope="col" className={`${pad} font-semibold sm:w-1/2`}>{t("medalViews.columns.athlete")}</th>
                  <th scope="col" className={`${pad} font-semibold`}>{t("medalViews.columns.delegation")}</th>
                </tr>
              </thead>
              {events.map((event) => (
                <tbody key={`${event.sport}|${event.event}`} data-event={event.event} className="divide-y divide-slate-200 border-t border-slate-300">
                  <tr className="bg-sand-50">
                    <th scope="rowgroup" colSpan={3} className={`${pad} py-2 font-normal text-slate-800`}>
                      <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
                        <SportName name={event.sport} slug={event.sportSlug} />{" "}
                        <span className="font-bold text-slate-900">{event.event}</span>
                      </span>
                    </th>
                  </tr>
                  {event.lines.map((line) => (
                    <tr key={line.id} data-medallist={line.id}>
                      <td className={pad} data-medal-cell={line.medal}>
                        <span className="max-sm:hidden"><MedalLabel medal={line.medal} label={t(`results.medals.${line.medal}`)} /></span>
                        <span className="sm:hidden"><MedalToken medal={line.medal} initial={t(`results.medalsShort.${line.medal}`)} label={t(`results.medals.${line.medal}`)} /></span>
                      </td>
                      <th scope="row" className={`${pad} font-normal`}>{line.athlete}</th>
                      <td className={pad} data-country={line.delegation.code}>
                        <span className="flex items-center gap-2">
                          <Flag code={line.delegation.code} region={line.delegation.region} size="sm" />
                          {line.delegation.linked ? (
                            <a href={localize(`/countries/${line.delegation.code.toLowerCase()}`)} className="text-ocean-700 underline-offset-4 hover:underline">
                              <DelegationName name={line.delegation.name} lang={line.delegation.lang} code={line.delegation.code} />
                            </a>
                          ) : (
                            <DelegationName name={line.delegation.name} lang={line.delegation.lang} code={line.delegation.code} />
                          )}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </TableRegion>
          </section>
        );
      })}
    </div>
  );
}
