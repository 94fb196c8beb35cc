import { Medal as MedalIcon } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { data } from "react-router";
import type { Route } from "./+types/results.route";
import { PageHeader } from "~/site/parts/page-header.tsx";
import { translatorContext, localeContext } from "~/platform/i18n/context.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { delegationsIn } from "~/domain/delegations/public-delegations.server.ts";
import { delegationOptions } from "~/domain/results/labels.server.ts";
import { sportChoices, sportsIn } from "~/domain/sports/public-sports.server.ts";
import { findResultsPage, hasDemoResults, labelResults } from "~/domain/results/public-results.server.ts";
import { DemoResultsNotice } from "~/site/parts/demo-results-notice.tsx";
import { ResultsFilters, ResultsPagination } from "./results-controls.tsx";
import { ResultsTable } from "./results-table.tsx";
import { SessionHeading } from "./session-heading.tsx";
import { findSessionView } from "~/domain/schedule/public-schedule.server.ts";
import { venuesIn } from "~/domain/venues/public-venues.server.ts";
import { parseResultsQuery } from "~/domain/results/results-query.server.ts";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["results", "delegations", "sports", "schedule", "venues"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const { database, content } = context.get(servicesContext);
  const db = database.db;
  const [delegations, sports, venues] = await Promise.all([delegationsIn(content, locale), sportsIn(content, locale), venuesIn(content, locale)]);
  const query = parseResultsQuery(new URL(request.url).searchParams, [...delegations.byCode.keys()], [...sports.bySlug.keys()]);
  // A session that does not exist is dropped, as any other unusable filter.
  const session = query.session ? await findSessionView(db, query.session, new Date(), { locale, t, sports, venues }) : undefined;
  if (!session) delete query.session;
  const [found, demo] = await Promise.all([findResultsPage(db, query), hasDemoResults(db)]);
  if (!found) throw data(null, { status: 404 });
  return {
    query,
    session,
    demo,
    total: found.total,
    pageCount: found.pageCount,
    items: labelResults(found.items, delegations, sports, locale),
    sports: sportChoices(sports, locale),
    countries: delegationOptions(delegations, locale),
    seo: {
      title: query.page > 1 ? t("results.metaTitlePaged", { page: query.page }) : t("results.metaTitle"),
      description: t("results.metaDescription"),
      // Filtered lists are endless variations of the list: the engines should keep the list itself.
      noindex: Boolean(query.sport || query.country || query.date || query.session),
    },
  };
}

export default function Results({ loaderData: { query, session, demo, total, pageCount, items, sports, countries } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const filtered = Boolean(query.sport || query.country || query.date || query.session);
  return (
    <>
      <PageHeader visual="results" title={t("results.title")} intro={t("results.intro")} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {demo && <DemoResultsNotice className="mb-8" />}
        {session ? (
          <>
            <SessionHeading session={session} />
            <p className="mt-4">
              <a href={localize("/results")} className="font-semibold text-ocean-700 underline underline-offset-4">{t("nav.allResults")}</a>
            </p>
          </>
        ) : (
          <ResultsFilters query={query} sports={sports} countries={countries} />
        )}
        <p className="mt-6 text-slate-700" role="status">
          {total === 0 ? (session ? t("results.sessionEmpty") : filtered ? t("results.noMatch") : t("results.empty")) : t("results.count", { count: total })}
        </p>
        {items.length > 0 && (
          <div className="mt-4">
            <ResultsTable items={items} caption={t("results.caption")} captionId="results-caption" />
          </div>
        )}
        <ResultsPagination query={query} pageCount={pageCount} />
        <p className="mt-10">
          <a href={localize("/medals")} className="inline-flex items-center gap-2 font-semibold text-ocean-700 underline-offset-4 hover:underline">
            <MedalIcon aria-hidden="true" className="size-4" />
            {t("results.medalTableLink")}
          </a>
        </p>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
