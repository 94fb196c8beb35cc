import { Funnel } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { formatDate } from "~/platform/i18n/format.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import type { Option } from "~/domain/results/labels.server.ts";
import { MEDAL_ORDERS } from "~/domain/results/medal-table.ts";
import type { MedalFilter, MedalTableView } from "~/domain/results/medal-views.ts";
import { SportPictogram } from "~/site/parts/sport-pictogram.tsx";
import { SelectField } from "~/site/results/results-controls.tsx";
import { medallistsPath, medalsPath } from "./medal-paths.ts";

// A medal day is a calendar day (YYYY-MM-DD), the Tahiti day it was won: formatted as such, without a time zone shift.
export const MEDAL_DAY: Intl.DateTimeFormatOptions = { dateStyle: "full", timeZone: "UTC" };

const button = "inline-flex items-center justify-center gap-2 max-sm:basis-full rounded-lg bg-ocean-800 px-4 py-2 font-semibold text-white hover:bg-ocean-900";
const clear = "py-2 font-semibold text-ocean-700 underline underline-offset-4";

function dayOptions(days: readonly string[], locale: Locale): Option[] {
  return days.map((day) => ({ value: day, label: formatDate(day, locale, MEDAL_DAY) }));
}

/**
 * The medal table's order, as two links (each view is its own URL, stored by the page cache and
 * working without JavaScript), keeping the sport and day shown.
 */
export function MedalOrderSwitch({ view }: { view: MedalTableView }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <nav aria-labelledby="medals-order-label" className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <span id="medals-order-label" className="font-semibold text-slate-800">{t("medalViews.orderLabel")}</span>
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 max-sm:w-full">
        {MEDAL_ORDERS.map((order) => (
          <li key={order}>
            <a
              href={localize(medalsPath({ ...view, order }))}
              aria-current={view.order === order ? "page" : undefined}
              data-order={order}
              className={`flex h-full items-center justify-center rounded-md px-3 py-2 text-center font-semibold max-sm:text-sm ${view.order === order ? "bg-ocean-800 text-white" : "text-ocean-800 hover:bg-white"}`}
            >
              {t(`medalViews.orders.${order}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The medal table's sport and day, as a GET form that keeps the order chosen. */
export function MedalTableFilters({ view, sports, days }: { view: MedalTableView; sports: Option[]; days: readonly string[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const locale = useLocale();
  return (
    <form method="get" action={localize("/medals")} aria-label={t("medalViews.tableFiltersLabel")} className="flex flex-wrap items-end gap-4">
      <SelectField
        id="medals-sport"
        name="sport"
        label={t("medalViews.sportLabel")}
        allLabel={t("medalViews.allSports")}
        options={sports}
        value={view.sport}
        picture={view.sport && <SportPictogram sport={view.sport} className="size-9 text-ocean-700" />}
      />
      <SelectField id="medals-day" name="day" label={t("medalViews.dayLabel")} allLabel={t("medalViews.allDays")} options={dayOptions(days, locale)} value={view.day} />
      {view.order !== "gold" && <input type="hidden" name="order" value={view.order} />}
      <button type="submit" className={button}>
        <Funnel aria-hidden="true" className="size-4" />
        {t("medalViews.apply")}
      </button>
      {(view.sport || view.day) && (
        <a href={localize(medalsPath({ order: view.order }))} className={clear}>{t("medalViews.clearFilters")}</a>
      )}
    </form>
  );
}

/** The medallists list's day, sport and delegation, as a GET form. */
export function MedallistsFilters({ filter, sports, delegations, days }: { filter: MedalFilter; sports: Option[]; delegations: Option[]; days: readonly string[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const locale = useLocale();
  return (
    <form method="get" action={localize(medallistsPath({}))} aria-label={t("medalViews.filtersLabel")} className="flex flex-wrap items-end gap-4">
      <SelectField id="medallists-day" name="day" label={t("medalViews.dayLabel")} allLabel={t("medalViews.allDays")} options={dayOptions(days, locale)} value={filter.day} />
      <SelectField
        id="medallists-sport"
        name="sport"
        label={t("medalViews.sportLabel")}
        allLabel={t("medalViews.allSports")}
        options={sports}
        value={filter.sport}
        picture={filter.sport && <SportPictogram sport={filter.sport} className="size-9 text-ocean-700" />}
      />
      <SelectField id="medallists-delegation" name="delegation" label={t("medalViews.delegationLabel")} allLabel={t("medalViews.allDelegations")} options={delegations} value={filter.delegation} />
      <button type="submit" className={button}>
        <Funnel aria-hidden="true" className="size-4" />
        {t("medalViews.apply")}
      </button>
      {(filter.sport || filter.day || filter.delegation) && (
        <a href={localize(medallistsPath({}))} className={clear}>{t("medalViews.clearFilters")}</a>
      )}
    </form>
  );
}
