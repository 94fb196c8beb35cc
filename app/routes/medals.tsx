import { ListOrdered } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/medals";
import { MEDALS } from "../../db/schema/results.ts";
import { PageHeader } from "~/components/page-header.tsx";
import { formatNumber } from "~/features/i18n/format.ts";
import { i18nContext, localeContext } from "~/features/i18n/context.ts";
import { useLocale, useLocalizedPath } from "~/features/i18n/use-locale.ts";
import { delegationLabel } from "~/features/results/labels.server.ts";
import { medalTotals } from "~/features/results/medal-table.ts";
import { MedalLabel } from "~/features/results/medal-label.tsx";
import { loadMedalTable } from "~/features/results/public-results.server.ts";
import { servicesContext } from "~/features/server/services.ts";
import { pageMeta } from "~/features/seo/meta.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { t } = context.get(i18nContext);
  const standings = await loadMedalTable(context.get(servicesContext).database.db);
  return {
    standings: standings.map((standing) => ({ ...standing, delegation: delegationLabel(standing.code, locale) })),
    totals: medalTotals(standings),
    seo: { title: t("results.table.metaTitle"), description: t("results.table.metaDescription") },
  };
}

const cell = "px-4 py-3 text-right tabular-nums";

export default function Medals({ loaderData: { standings, totals } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const number = (value: number) => formatNumber(value, locale);
  return (
    <>
      <PageHeader title={t("results.table.title")} intro={t("results.table.intro")} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {standings.length === 0 ? (
          <p className="text-lg text-slate-800">{t("results.table.empty")}</p>
        ) : (
          <div role="region" aria-labelledby="medals-caption" tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-slate-800">
              <caption id="medals-caption" className="sr-only">{t("results.table.caption")}</caption>
              <thead className="bg-ocean-50 text-sm text-ocean-900">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">{t("results.table.rank")}</th>
                  <th scope="col" className="px-4 py-3 font-semibold">{t("results.table.delegation")}</th>
                  {MEDALS.map((medal) => (
                    <th key={medal} scope="col" className="px-4 py-3 text-right font-semibold">
                      <span className="inline-flex justify-end"><MedalLabel medal={medal} label={t(`results.medals.${medal}`)} /></span>
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-3 text-right font-semibold">{t("results.table.total")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {standings.map((standing) => (
                  <tr key={standing.code} data-code={standing.code}>
                    <td className="px-4 py-3 font-semibold tabular-nums" data-rank>{number(standing.rank)}</td>
                    <th scope="row" className="px-4 py-3 font-normal">
                      <span className="flex items-center gap-3">
                        {standing.delegation.flag && <span aria-hidden="true" className="text-2xl leading-none">{standing.delegation.flag}</span>}
                        {standing.delegation.linked ? (
                          <Link to={localize(`/countries/${standing.code.toLowerCase()}`)} className="font-semibold text-ocean-700 underline-offset-4 hover:underline">
                            {standing.delegation.name}
                          </Link>
                        ) : (
                          standing.delegation.name
                        )}
                      </span>
                    </th>
                    <td className={cell}>{number(standing.gold)}</td>
                    <td className={cell}>{number(standing.silver)}</td>
                    <td className={cell}>{number(standing.bronze)}</td>
                    <td className={`${cell} font-bold`}>{number(standing.total)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-slate-300 bg-sand-50 font-bold text-slate-900">
                <tr data-totals>
                  <th scope="row" colSpan={2} className="px-4 py-3">{t("results.table.totals")}</th>
                  <td className={cell}>{number(totals.gold)}</td>
                  <td className={cell}>{number(totals.silver)}</td>
                  <td className={cell}>{number(totals.bronze)}</td>
                  <td className={cell}>{number(totals.total)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
        <p className="mt-10">
          <Link to={localize("/results")} className="inline-flex items-center gap-2 font-semibold text-ocean-700 underline-offset-4 hover:underline">
            <ListOrdered aria-hidden="true" className="size-4" />
            {t("results.table.resultsLink")}
          </Link>
        </p>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
