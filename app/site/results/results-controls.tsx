import { Funnel } from "lucide-react";
import type { ReactNode } from "react";
import { SportPictogram } from "~/site/parts/sport-pictogram.tsx";
import { Pagination } from "~/platform/ui/pagination.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import type { Option } from "~/domain/results/labels.server.ts";
import type { ResultsQuery } from "~/domain/results/results-query.server.ts";
import { resultsPath } from "~/domain/results/results-path.ts";

export const field = "rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900";
export const fieldLabel = "text-sm font-semibold text-slate-800";

/** `picture`: drawn beside the select for the value applied (an option itself cannot hold an image). */
export function SelectField({ id, name, label, allLabel, options, value, picture }: { id: string; name: string; label: string; allLabel: string; options: Option[]; value?: string; picture?: ReactNode }) {
  return (
    <div className="flex min-w-52 flex-1 flex-col gap-1">
      <label htmlFor={id} className={fieldLabel}>{label}</label>
      <div className="flex items-center gap-2">
        {picture}
        <select id={id} name={name} defaultValue={value ?? ""} className={`${field} min-w-0 flex-1`}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** A GET form, so filtering works without JavaScript and a filtered list has a shareable URL. */
export function ResultsFilters({ query, sports, countries }: { query: ResultsQuery; sports: Option[]; countries: Option[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const filtered = Boolean(query.sport || query.country || query.date);
  return (
    <form method="get" action={localize("/results")} aria-label={t("results.filtersLabel")} className="flex flex-wrap items-end gap-4">
      <SelectField
        id="results-sport"
        name="sport"
        label={t("results.sportLabel")}
        allLabel={t("results.allSports")}
        options={sports}
        value={query.sport}
        picture={query.sport && <SportPictogram sport={query.sport} className="size-9 text-ocean-700" />}
      />
      <SelectField id="results-country" name="country" label={t("results.countryLabel")} allLabel={t("results.allCountries")} options={countries} value={query.country} />
      <div className="flex flex-col gap-1">
        <label htmlFor="results-date" className={fieldLabel}>{t("results.dateLabel")}</label>
        <input id="results-date" type="date" name="date" defaultValue={query.date} className={field} />
      </div>
      <button type="submit" className="inline-flex items-center gap-2 rounded-lg bg-ocean-800 px-4 py-2 font-semibold text-white hover:bg-ocean-900">
        <Funnel aria-hidden="true" className="size-4" />
        {t("results.apply")}
      </button>
      {filtered && (
        <a href={localize("/results")} className="py-2 font-semibold text-ocean-700 underline underline-offset-4">
          {t("results.clearFilters")}
        </a>
      )}
    </form>
  );
}

export function ResultsPagination({ query, pageCount }: { query: ResultsQuery; pageCount: number }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Pagination
      page={query.page}
      pageCount={pageCount}
      href={(page) => localize(resultsPath({ ...query, page }))}
      labels={{ nav: t("results.pagination"), previous: t("results.previous"), next: t("results.next"), status: t("results.pageOf", { page: query.page, pages: pageCount }) }}
      className="mt-10 justify-center"
    />
  );
}
