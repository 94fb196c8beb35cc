import { Medal as MedalIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import type { Route } from "./+types/results";
import { PageHeader } from "~/components/page-header.tsx";
import { formatDate } from "~/features/i18n/format.ts";
import { i18nContext, localeContext } from "~/features/i18n/context.ts";
import { useLocale, useLocalizedPath } from "~/features/i18n/use-locale.ts";
import { delegationLabel, delegationOptions, resultSportName, sportOptions } from "~/features/results/labels.server.ts";
import { MedalLabel } from "~/features/results/medal-label.tsx";
import { findResultsPage } from "~/features/results/public-results.server.ts";
import { ResultsFilters, ResultsPagination } from "~/features/results/results-controls.tsx";
import { parseResultsQuery } from "~/features/results/results-query.server.ts";
import { servicesContext } from "~/features/server/services.ts";
import { pageMeta } from "~/features/seo/meta.ts";

// Result dates are calendar days (YYYY-MM-DD): format them as such, without a time zone shift.
const RESULT_DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "UTC" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { t } = context.get(i18nContext);
  const query = parseResultsQuery(new URL(request.url).searchParams);
  const found = await findResultsPage(context.get(servicesContext).database.db, query);
  if (!found) throw data(null, { status: 404 });
  return {
    query,
    total: found.total,
    pageCount: found.pageCount,
    items: found.items.map((row) => ({ ...row, sport: resultSportName(row.sport, locale), delegation: delegationLabel(row.country, locale) })),
    sports: sportOptions(locale),
    countries: delegationOptions(locale),
    seo: {
      title: query.page > 1 ? t("results.metaTitlePaged", { page: query.page }) : t("results.metaTitle"),
      description: t("results.metaDescription"),
      // Filtered lists are endless variations of the list: the engines should keep the list itself.
      noindex: Boolean(query.sport || query.country || query.date),
    },
  };
}

export default function Results({ loaderData: { query, total, pageCount, items, sports, countries } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const filtered = Boolean(query.sport || query.country || query.date);
  const columns = ["date", "sport", "event", "athlete", "country", "result", "medal"] as const;
  return (
    <>
      <PageHeader title={t("results.title")} intro={t("results.intro")} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ResultsFilters query={query} sports={sports} countries={countries} />
        <p className="mt-6 text-slate-700" role="status">
          {total === 0 ? (filtered ? t("results.noMatch") : t("results.empty")) : t("results.count", { count: total })}
        </p>
        {items.length > 0 && (
          <div role="region" aria-labelledby="results-caption" tabIndex={0} className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-slate-800">
              <caption id="results-caption" className="sr-only">{t("results.caption")}</caption>
              <thead className="bg-ocean-50 text-sm text-ocean-900">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 font-semibold">{t(`results.columns.${column}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {items.map((row) => (
                  <tr key={row.id} data-result={row.id}>
                    <td className="whitespace-nowrap px-4 py-3"><time dateTime={row.date}>{formatDate(row.date, locale, RESULT_DATE)}</time></td>
                    <td className="px-4 py-3">{row.sport}</td>
                    <td className="px-4 py-3">{row.event}</td>
                    <td className="px-4 py-3">{row.athlete}</td>
                    <td className="px-4 py-3" data-country={row.delegation.code}>
                      <span className="flex items-center gap-2">
                        {row.delegation.flag && <span aria-hidden="true">{row.delegation.flag}</span>}
                        {row.delegation.linked ? (
                          <Link to={localize(`/countries/${row.delegation.code.toLowerCase()}`)} className="text-ocean-700 underline-offset-4 hover:underline">{row.delegation.name}</Link>
                        ) : (
                          row.delegation.name
                        )}
                      </span>
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 font-mono">{row.result}</td>
                    <td className="whitespace-nowrap px-4 py-3">
                      {row.medal ? (
                        <MedalLabel medal={row.medal} label={t(`results.medals.${row.medal}`)} />
                      ) : (
                        <><span aria-hidden="true">—</span><span className="sr-only">{t("results.noMedal")}</span></>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ResultsPagination query={query} pageCount={pageCount} />
        <p className="mt-10">
          <Link to={localize("/medals")} className="inline-flex items-center gap-2 font-semibold text-ocean-700 underline-offset-4 hover:underline">
            <MedalIcon aria-hidden="true" className="size-4" />
            {t("results.medalTableLink")}
          </Link>
        </p>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
