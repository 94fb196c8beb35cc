import { ListOrdered } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { Route } from "./+types/medals.route";
import { PageHeader } from "~/site/parts/page-header.tsx";
import { translatorContext, localeContext } from "~/platform/i18n/context.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { MedalStandings } from "./medal-standings.tsx";
import { delegationsIn } from "~/domain/delegations/public-delegations.server.ts";
import { hasDemoResults, loadMedalTable } from "~/domain/results/public-results.server.ts";
import { DemoResultsNotice } from "~/site/parts/demo-results-notice.tsx";
import { servicesContext } from "~/platform/services/services.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["results", "delegations"] };

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const { database, content } = context.get(servicesContext);
  const db = database.db;
  const delegations = await delegationsIn(content, locale);
  const [medals, demo] = await Promise.all([loadMedalTable(db, delegations), hasDemoResults(db)]);
  return {
    ...medals,
    demo,
    seo: { title: t("results.table.metaTitle"), description: t("results.table.metaDescription") },
  };
}

export default function Medals({ loaderData: { standings, totals, demo } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader visual="results" title={t("results.table.title")} intro={t("results.table.intro")} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {demo && <DemoResultsNotice className="mb-8" />}
        {standings.length === 0 ? (
          <p className="text-lg text-slate-800">{t("results.table.empty")}</p>
        ) : (
          <MedalStandings standings={standings} totals={totals} caption={t("results.table.caption")} captionId="medals-caption" />
        )}
        <p className="mt-10">
          <a href={localize("/results")} className="inline-flex items-center gap-2 font-semibold text-ocean-700 underline-offset-4 hover:underline">
            <ListOrdered aria-hidden="true" className="size-4" />
            {t("results.table.resultsLink")}
          </a>
        </p>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
