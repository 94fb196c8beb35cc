import { ListOrdered, Medal as MedalIcon } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { Route } from "./+types/live.route";
import { PageHeader } from "~/site/parts/page-header.tsx";
import { TAHITI_TIME_ZONE } from "../../../vocabulary/tahiti-time.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { translatorContext, localeContext } from "~/platform/i18n/context.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { live } from "./live.behaviour.ts";
import { LiveStatusLine } from "./live-status.tsx";
import { MedalStandings } from "~/site/medals/medal-standings.tsx";
import { delegationsIn } from "~/domain/delegations/public-delegations.server.ts";
import { sportsIn } from "~/domain/sports/public-sports.server.ts";
import { hasDemoResults, labelResults, latestResults, loadMedalTable } from "~/domain/results/public-results.server.ts";
import { DemoResultsNotice } from "~/site/parts/demo-results-notice.tsx";
import { ResultsTable } from "~/site/results/results-table.tsx";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { FavouritesSwitch } from "~/site/favourites/favourites-switch.tsx";
import { favouritesFilter } from "~/site/favourites/favourites.behaviour.ts";

export const handle: RouteHandle = { shows: ["results", "delegations", "sports"] };

const LATEST_COUNT = 20;

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const { database, content } = context.get(servicesContext);
  const db = database.db;
  const [delegations, sports] = await Promise.all([delegationsIn(content, locale), sportsIn(content, locale)]);
  const [latest, medals, demo] = await Promise.all([latestResults(db, LATEST_COUNT), loadMedalTable(db, delegations), hasDemoResults(db)]);
  return {
    demo,
    latest: labelResults(latest, delegations, sports, locale),
    ...medals,
    asOf: new Date().toISOString(),
    seo: { title: t("live.metaTitle"), description: t("live.metaDescription") },
  };
}

const linkClass = "inline-flex items-center gap-2 font-semibold text-ocean-700 underline-offset-4 hover:underline";

export default function Live({ loaderData: { demo, latest, standings, totals, asOf } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader visual="results" title={t("live.title")} intro={t("live.intro")} />
      {/* live-updates.client.ts replaces each live part with the fresh page's on every change. */}
      <div {...live.attrs()} {...favouritesFilter.attrs()} className="mx-auto max-w-7xl px-4 py-10">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-slate-700">
          <LiveStatusLine />
          <p {...live.part("livePart", "as-of")} data-as-of={asOf}>
            {t("live.updatedAt", { time: formatDate(asOf, locale, { timeStyle: "medium", timeZone: TAHITI_TIME_ZONE }) })}
          </p>
        </div>

        {/* A live part even when empty: the notice goes from open pages once the demo results are removed. */}
        <div {...live.part("livePart", "demo-notice")}>{demo && <DemoResultsNotice className="mt-6" />}</div>

        <section {...live.part("livePart", "standings")} aria-labelledby="live-standings" className="mt-8">
          <h2 id="live-standings" className="text-2xl font-bold text-ocean-900">{t("live.standingsTitle")}</h2>
          <div className="mt-4">
            {standings.length === 0 ? (
              <p className="text-slate-800">{t("results.table.empty")}</p>
            ) : (
              <MedalStandings standings={standings} totals={totals} caption={t("results.table.caption")} captionId="live-standings-caption" />
            )}
          </div>
          <p className="mt-4">
            <a href={localize("/medals")} className={linkClass}>
              <MedalIcon aria-hidden="true" className="size-4" />
              {t("results.medalTableLink")}
            </a>
          </p>
        </section>

        <div className="mt-8">
          <FavouritesSwitch empty={t("favourites.emptyLive")} />
        </div>

        <section {...live.part("livePart", "latest")} aria-labelledby="live-latest" className="mt-12">
          <h2 id="live-latest" className="text-2xl font-bold text-ocean-900">{t("live.latestTitle")}</h2>
          <div className="mt-4">
            {latest.length === 0 ? (
              <p className="text-slate-800">{t("results.empty")}</p>
            ) : (
              <ResultsTable items={latest} caption={t("live.latestCaption")} captionId="live-latest-caption" />
            )}
          </div>
          <p className="mt-4">
            <a href={localize("/results")} className={linkClass}>
              <ListOrdered aria-hidden="true" className="size-4" />
              {t("results.table.resultsLink")}
            </a>
          </p>
        </section>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
