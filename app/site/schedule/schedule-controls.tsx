import { ChevronDown, Funnel } from "lucide-react";
import type { ReactNode } from "react";
import type { ScheduleOptions } from "~/domain/schedule/public-schedule.server.ts";
import { isFiltered, schedulePath, type ScheduleQuery } from "~/domain/schedule/schedule-query.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { SportPictogram } from "~/site/parts/sport-pictogram.tsx";
import { offlinePage } from "~/platform/offline/offline.behaviour.ts";
import { schedule } from "./schedule.behaviour.ts";

// A day is a calendar day, not an instant: formatted in UTC, it reads as announced everywhere.
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: "short", timeZone: "UTC" };
const DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", timeZone: "UTC" };
export const FULL_DAY: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" };

/**
 * One link per Games day, keeping the filters, the current one marked. On a phone the list scrolls
 * sideways in its own box (the page's script brings the current day into view); each day says how
 * many sessions the filters find on it.
 */
export function DayTabs({ days, current, query, counts }: { days: readonly string[]; current: string; query: ScheduleQuery; counts: Record<string, number> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <nav aria-label={t("schedulePage.daysLabel")}>
      <ul {...schedule.part("dayTabs")} className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pt-1 pb-3 sm:mx-0 sm:px-0">
        {days.map((day) => {
          const here = day === current;
          const count = counts[day] ?? 0;
          return (
            <li key={day} className="shrink-0 snap-start">
              <a
                href={localize(schedulePath({ ...query, day }))}
                aria-current={here ? "date" : undefined}
                data-day={day}
                // The whole schedule's days are kept for a visitor with no signal (ADR 035), not each filter's.
                {...(count > 0 && !isFiltered(query) && offlinePage.part("keepOffline"))}
                className={`flex min-w-20 flex-col items-center rounded-lg border px-3 py-2 text-center leading-tight ${here ? "border-ocean-800 bg-ocean-800 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-ocean-700 hover:bg-ocean-50"}`}
              >
                <span className="text-xs font-semibold uppercase">{formatDate(day, locale, WEEKDAY)}</span>
                <span className="whitespace-nowrap font-bold">{formatDate(day, locale, DATE)}</span>
                <span className={`mt-0.5 whitespace-nowrap text-xs ${here ? "text-ocean-50" : "text-slate-700"}`}>{count > 0 ? t("schedulePage.groupCount", { count }) : "—"}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const ZONE_SLOT = "\u0000";

const field = "w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900";
const fieldLabel = "text-sm font-semibold text-slate-800";

function Labelled({ id, label, children, picture }: { id: string; label: string; children: ReactNode; picture?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={fieldLabel}>{label}</label>
      <div className="flex items-center gap-2">
        {picture}
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}

/**
 * A GET form, so filtering works without JavaScript and a filtered day has a shareable URL. A day
 * the URL named stays chosen; without one, the filtered page stays on the default day. On a phone the
 * form folds away under its summary (open while a filter is set), so the day's sessions come first;
 * from 1024 px it is always open (app.css, `.filters-disclosure`).
 */
export function ScheduleFilters({ query, options }: { query: ScheduleQuery; options: ScheduleOptions }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const active = [query.sport, query.venue, query.island, query.delegation, query.medals || undefined].filter(Boolean).length;
  return (
    <details open={active > 0} className="filters-disclosure group/filters mt-6 rounded-xl border border-slate-200 bg-sand-50">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 font-semibold text-ocean-900 [&::-webkit-details-marker]:hidden">
        <Funnel aria-hidden="true" className="size-4" />
        {t("schedulePage.filtersLabel")}
        {active > 0 && (
          <>
            <span aria-hidden="true" className="rounded-full bg-ocean-800 px-2 text-sm text-white">{active}</span>
            <span className="sr-only">{t("schedulePage.activeFilters", { count: active })}</span>
          </>
        )}
        <ChevronDown aria-hidden="true" className="ml-auto size-5 transition-transform group-open/filters:rotate-180" />
      </summary>
      <form method="get" action={localize("/schedule")} aria-label={t("schedulePage.filtersLabel")} className="p-4 pt-1 lg:pt-4">
        {query.day && <input type="hidden" name="day" value={query.day} />}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Labelled id="schedule-sport" label={t("schedulePage.sportLabel")} picture={query.sport && <SportPictogram sport={query.sport} className="size-9 text-ocean-700" />}>
            <select id="schedule-sport" name="sport" defaultValue={query.sport ?? ""} className={field}>
              <option value="">{t("schedulePage.allSports")}</option>
              {options.sports.map((option) => (
                <option key={option.value} value={option.value}>{option.label}</option>
              ))}
            </select>
          </Labelled>
          <Labelled id="schedule-island" label={t("schedulePage.islandLabel")}>
            <select id="schedule-island" name="island" defaultValue={query.island ?? ""} className={field}>
              <option value="">{t("schedulePage.allIslands")}</option>
              {options.islands.map((island) => (
                <option key={island} value={island}>{island}</option>
              ))}
            </select>
          </Labelled>
          <Labelled id="schedule-venue" label={t("schedulePage.venueLabel")}>
            <select id="schedule-venue" name="venue" defaultValue={query.venue ?? ""} className={field}>
              <option value="">{t("schedulePage.allVenues")}</option>
              {options.venues.map((group) => (
                <optgroup key={group.island} label={group.island}>
                  {group.venues.map((option) => (
                    <option key={option.value} value={option.value}>{option.label}</option>
                  ))}
                </optgroup>
              ))}
            </select>
          </Labelled>
          <Labelled id="schedule-delegation" label={t("schedulePage.delegationLabel")}>
            <select id="schedule-delegation" name="delegation" defaultValue={query.delegation ?? ""} className={field}>
              <option value="">{t("schedulePage.allDelegations")}</option>
              {options.delegations.map((option) => (
                <option key={option.value} value={option.value}>{option.label}</option>
              ))}
            </select>
          </Labelled>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
          <label className="inline-flex items-center gap-2 font-semibold text-slate-800">
            <input type="checkbox" name="medals" value="1" defaultChecked={query.medals} className="size-5 accent-ocean-800" />
            {t("schedulePage.medalsOnly")}
          </label>
          <button type="submit" className="inline-flex items-center gap-2 rounded-lg bg-ocean-800 px-4 py-2 font-semibold text-white hover:bg-ocean-900">
            <Funnel aria-hidden="true" className="size-4" />
            {t("schedulePage.apply")}
          </button>
          {isFiltered(query) && <ClearFilters day={query.day} />}
        </div>
      </form>
    </details>
  );
}

/** Back to the whole day (the one the URL named, or the default). */
export function ClearFilters({ day }: { day?: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <a href={localize(schedulePath({ day }))} className="font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900">
      {t("schedulePage.clearFilters")}
    </a>
  );
}

/**
 * Which clock leads the sessions' times. Without JavaScript the page shows Tahiti's only, and says so:
 * the switch stays hidden until the page's script has added the visitor's times, which it does only
 * where their clock differs from Tahiti's.
 */
export function TimeSwitch() {
  const { t } = useTranslation();
  // The zone's name is the browser's to say: the sentence keeps a place for it.
  const [before, after] = t("schedulePage.timeModeLocal", { zone: ZONE_SLOT }).split(ZONE_SLOT);
  return (
    <fieldset {...schedule.part("timeSwitch")} hidden className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-800">
      <legend className="float-left mr-2 font-semibold">{t("schedulePage.timeMode")}</legend>
      <label className="inline-flex items-center gap-2">
        <input type="radio" name="schedule-time" value="tahiti" defaultChecked className="size-4 accent-ocean-800" />
        {t("schedulePage.timeModeTahiti")}
      </label>
      <label className="inline-flex items-center gap-2">
        <input type="radio" name="schedule-time" value="local" className="size-4 accent-ocean-800" />
        <span>
          {before}
          <span {...schedule.part("zoneName")} />
          {after}
        </span>
      </label>
    </fieldset>
  );
}
