import { ListOrdered, Users } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { Route } from "./+types/medals.route";
import { PageHeader } from "~/site/parts/page-header.tsx";
import { translatorContext, localeContext } from "~/platform/i18n/context.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import type { Translate } from "~/platform/i18n/translator.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { MedalStandings } from "./medal-standings.tsx";
import { MEDAL_DAY, MedalOrderSwitch, MedalTableFilters } from "./medal-view-controls.tsx";
import { medallistsPath } from "./medal-paths.ts";
import { delegationsIn } from "~/domain/delegations/public-delegations.server.ts";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import { sportChoices, sportName, sportsIn } from "~/domain/sports/public-sports.server.ts";
import { hasDemoResults, medalLines, viewMedalTable } from "~/domain/results/public-results.server.ts";
import { daysBetween, medalDays, type MedalTableView } from "~/domain/results/medal-views.ts";
import { parseMedalTableQuery } from "~/domain/results/medal-views-query.server.ts";
import { DemoResultsNotice } from "~/site/parts/demo-results-notice.tsx";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["results", "delegations", "sports", "event"] };

/** What the table counts and how it is ordered, as its caption says it: "Medal table — Judo — ordered by total, …". */
function describeView(view: MedalTableView, sport: string | undefined, locale: Locale, t: Translate): string {
  const parts = [t("results.table.title"), sport, view.day && formatDate(view.day, locale, MEDAL_DAY), t(`medalViews.captionOrders.${view.order}`)];
  return parts.filter(Boolean).join(" — ");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const { database, content } = context.get(servicesContext);
  const db = database.db;
  const [delegations, sports, facts, lines, demo] = await Promise.all([delegationsIn(content, locale), sportsIn(content, locale), eventFacts(content), medalLines(db), hasDemoResults(db)]);
  const days = medalDays(daysBetween(facts.startDate, facts.endDate), lines);
  const view = parseMedalTableQuery(new URL(request.url).searchParams, { slugs: [...sports.bySlug.keys()], days });
  const plain = view.order === "gold" && !view.sport && !view.day;
  const caption = describeView(view, view.sport && sportName(sports, view.sport), locale, t);
  return {
    ...viewMedalTable(lines, view, delegations),
    view,
    caption,
    anyMedal: lines.length > 0,
    sports: sportChoices(sports, locale),
    days,
    demo,
    seo: {
      title: plain ? t("results.table.metaTitle") : t("medalViews.metaTitleView", { view: caption }),
      description: t("results.table.metaDescription"),
      // The views are variations of the one table: the engines should keep the table itself.
      noindex: !plain,
    },
  };
}

export default function Medals({ loaderData: { standings, totals, view, caption, anyMedal, sports, days, demo } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const link = "inline-flex items-center gap-2 font-semibold text-ocean-700 underline-offset-4 hover:underline";
  return (
    <>
      <PageHeader visual="results" title={t("results.table.title")} intro={t("results.table.intro")} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {demo && <DemoResultsNotice className="mb-8" />}
        <div className="mb-8 flex flex-col gap-6">
          <MedalOrderSwitch view={view} />
          <MedalTableFilters view={view} sports={sports} days={days} />
        </div>
        {standings.length > 0 ? (
          <MedalStandings standings={standings} totals={totals} caption={caption} captionId="medals-caption" />
        ) : anyMedal ? (
          <p className="text-lg text-slate-800" data-empty-view>{t("medalViews.noMedalsInView")}</p>
        ) : (
          <p className="text-lg text-slate-800">{t("results.table.empty")}</p>
        )}
        <ul className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-8">
          <li>
            <a href={localize(medallistsPath({ sport: view.sport, day: view.day }))} className={link} data-medallists-link>
              <Users aria-hidden="true" className="size-4" />
              {t("medalViews.medallistsLink")}
            </a>
          </li>
          <li>
            <a href={localize("/results")} className={link}>
              <ListOrdered aria-hidden="true" className="size-4" />
              {t("results.table.resultsLink")}
            </a>
          </li>
        </ul>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
