import { ListOrdered, Medal as MedalIcon } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { Route } from "./+types/medallists.route";
import { PageHeader } from "~/site/parts/page-header.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { DemoResultsNotice } from "~/site/parts/demo-results-notice.tsx";
import { localeContext } from "~/platform/i18n/context.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { medallistsTextsKind } from "~/domain/content/kinds/medallists-texts.ts";
import { pageTexts } from "~/domain/content/page-texts.server.ts";
import { delegationsIn } from "~/domain/delegations/public-delegations.server.ts";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import { sportChoices, sportsIn } from "~/domain/sports/public-sports.server.ts";
import { delegationOptions } from "~/domain/results/labels.server.ts";
import { hasDemoResults, labelMedallists, medalLines } from "~/domain/results/public-results.server.ts";
import { daysBetween, medalDays } from "~/domain/results/medal-views.ts";
import { parseMedallistsQuery } from "~/domain/results/medal-views-query.server.ts";
import { MedallistsFilters } from "./medal-view-controls.tsx";
import { MedallistsList } from "./medallists-list.tsx";
import { medalsPath } from "./medal-paths.ts";

export const handle: RouteHandle = { shows: ["medallistsTexts", "results", "delegations", "sports", "event"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { database, content } = context.get(servicesContext);
  const db = database.db;
  const [page, delegations, sports, facts, lines, demo] = await Promise.all([
    pageTexts(content, medallistsTextsKind, locale),
    delegationsIn(content, locale),
    sportsIn(content, locale),
    eventFacts(content),
    medalLines(db),
    hasDemoResults(db),
  ]);
  const days = medalDays(daysBetween(facts.startDate, facts.endDate), lines);
  const filter = parseMedallistsQuery(new URL(request.url).searchParams, { slugs: [...sports.bySlug.keys()], codes: [...delegations.byCode.keys()], days });
  const listed = labelMedallists(lines, filter, delegations, sports);
  return {
    texts: page.texts,
    untranslated: page.untranslated,
    filter,
    days,
    medallists: listed,
    count: listed.reduce((sum, day) => sum + day.events.reduce((inDay, event) => inDay + event.lines.length, 0), 0),
    anyMedal: lines.length > 0,
    sports: sportChoices(sports, locale),
    delegations: delegationOptions(delegations, locale),
    demo,
    // Filtered lists are variations of the list: the engines should keep the list itself.
    seo: { ...page.seo, noindex: Boolean(filter.sport || filter.day || filter.delegation) },
  };
}

export default function Medallists({ loaderData }: Route.ComponentProps) {
  const { texts, untranslated, filter, days, medallists, count, anyMedal, sports, delegations, demo } = loaderData;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const link = "inline-flex items-center gap-2 font-semibold text-ocean-700 underline-offset-4 hover:underline";
  return (
    <>
      <PageHeader visual="results" title={texts.title} intro={texts.intro} crumbs={[{ label: t("nav.medals"), path: "/medals" }, { label: texts.title.value, lang: texts.title.lang }]}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {demo && <DemoResultsNotice className="mb-8" />}
        <MedallistsFilters filter={filter} sports={sports} delegations={delegations} days={days} />
        <p className="mt-6 mb-8 text-slate-700" role="status">
          {count > 0 ? t("medalViews.count", { count }) : anyMedal ? t("medalViews.noMatch") : t("medalViews.empty")}
        </p>
        <MedallistsList days={medallists} />
        <ul className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-8">
          <li>
            <a href={localize(medalsPath({ sport: filter.sport, day: filter.day }))} className={link}>
              <MedalIcon aria-hidden="true" className="size-4" />
              {t("medalViews.medalTableLink")}
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
