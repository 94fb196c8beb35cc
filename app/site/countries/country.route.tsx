import { ArrowLeft, Users } from "lucide-react";
import { TableRegion } from "~/platform/ui/table-region.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { data } from "react-router";
import type { Route } from "./+types/country.route";
import { Flag } from "~/site/parts/flag.tsx";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { sportName, sportsIn } from "~/domain/sports/public-sports.server.ts";
import { delegationsIn, findDelegation } from "~/domain/delegations/public-delegations.server.ts";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { programmeSlug } from "~/domain/results/labels.server.ts";
import { SportName } from "~/site/parts/sport-pictogram.tsx";
import { countMedals, delegationResults } from "~/domain/delegations/results.server.ts";
import { statusLabels } from "~/domain/delegations/view.server.ts";
import { formatDate, formatNumber } from "~/platform/i18n/format.ts";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { MEDALS, type Medal } from "../../../vocabulary/results-keys.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { withRanks } from "~/domain/results/rank.ts";
import { hasDemoResults } from "~/domain/results/public-results.server.ts";
import { DemoResultsNotice } from "~/site/parts/demo-results-notice.tsx";
import { ResultRank } from "~/site/parts/result-rank.tsx";
import { CalendarLink } from "~/site/parts/calendar-link.tsx";
import { FavouriteToggle } from "~/site/favourites/favourite-toggle.tsx";
import { delegationFeedPath } from "~/domain/calendar/feed-paths.ts";
import { medallistsPath } from "~/site/medals/medal-paths.ts";

export const handle: RouteHandle = { shows: ["results", "delegations", "sports"] };

const MEDAL_COLOURS: Record<Medal, string> = { gold: "bg-[#e3b505]", silver: "bg-[#a8b0ba]", bronze: "bg-[#b87333]" };
// Result dates are calendar days (YYYY-MM-DD): format them as such, without a time zone shift.
const RESULT_DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "UTC" };
const COLUMNS = ["rank", "date", "sport", "event", "athlete", "result", "medal"] as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const services = context.get(servicesContext);
  const delegation = findDelegation(await delegationsIn(services.content, locale), params.code);
  if (!delegation) throw data(null, { status: 404 });
  const { t } = context.get(translatorContext);
  const { db } = services.database;
  const [rows, demo, sports] = await Promise.all([delegationResults(db, delegation.code), hasDemoResults(db), sportsIn(services.content, locale)]);
  const counts = countMedals(rows);
  const values = { name: delegation.name.value, code: delegation.code };
  return {
    delegation,
    demo,
    statuses: statusLabels(delegation, t),
    medals: MEDALS.map((medal) => ({ medal, count: counts[medal] })),
    results: withRanks(rows).map((row) => ({ ...row, sport: sportName(sports, row.sport), sportSlug: programmeSlug(sports, row.sport) })),
    seo: { title: t("countries.delegation.metaTitle", values), description: t("countries.delegation.metaDescription", values) },
  };
}

function MedalDot({ medal }: { medal: Medal }) {
  return <span aria-hidden="true" className={`inline-block size-3 shrink-0 rounded-full ring-1 ring-slate-900/20 ${MEDAL_COLOURS[medal]}`} />;
}

export default function Country({ loaderData }: Route.ComponentProps) {
  const { delegation, demo, statuses, medals, results } = loaderData;
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader visual="countries" title={delegation.name.value} crumbs={[{ label: t("nav.countries"), path: "/countries" }, { label: delegation.name.value }]}>
        {delegation.name.lang && <UntranslatedNotice />}
        <div className="mt-6 flex flex-wrap items-center gap-6">
          <Flag code={delegation.code} region={delegation.region} size="xl" eager />
          <dl className="grid gap-x-8 gap-y-1 text-ocean-50 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-white">{t("countries.codeLabel")}</dt>
            <dd className="font-mono text-lg font-bold tracking-wider text-white">{delegation.code}</dd>
            <dt className="font-semibold text-white">{t("countries.delegation.statusTitle")}</dt>
            <dd>
              <ul className="flex flex-wrap gap-2">
                {statuses.map((status, index) => (
                  <li key={status} className={`rounded-full px-3 py-0.5 text-sm font-semibold ${delegation.host && index === 0 ? "bg-coral-500 text-slate-900" : "bg-white text-ocean-900"}`}>
                    {status}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
        </div>
        <FavouriteToggle kind="delegation" id={delegation.code} name={delegation.name.value} tone="dark" className="mt-6" />
      </PageHeader>
      <PageSection id="medals" title={t("countries.delegation.medalsTitle")}>
        {demo && <DemoResultsNotice className="mb-6 max-w-2xl" />}
        <dl className="grid max-w-2xl grid-cols-3 gap-4">
          {medals.map(({ medal, count }) => (
            <div key={medal} data-medal={medal} className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5">
              <dt className="mt-1 flex items-center gap-2 text-slate-800">
                <MedalDot medal={medal} />
                {t(`countries.medals.${medal}`)}
              </dt>
              <dd className="text-4xl font-extrabold text-slate-900">{formatNumber(count, locale)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6">
          <a href={localize(medallistsPath({ delegation: delegation.code }))} className="inline-flex items-center gap-2 font-semibold text-ocean-700 underline underline-offset-4" data-medallists-link>
            <Users aria-hidden="true" className="size-4" />
            {t("medalViews.delegationMedallists", { name: delegation.name.value })}
          </a>
        </p>
      </PageSection>
      <PageSection id="results" title={t("countries.delegation.resultsTitle")} tone="sand">
        {results.length === 0 ? (
          <p className="text-slate-800">{t("countries.delegation.resultsEmpty")}</p>
        ) : (
          <TableRegion caption={t("countries.delegation.resultsCaption", { name: delegation.name.value })} captionId="results-caption">
            <thead className="bg-ocean-50 text-sm text-ocean-900">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">{t(`countries.delegation.columns.${column}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {results.map((row) => (
                <tr key={row.id} data-result={row.id}>
                  <td className="px-4 py-3"><ResultRank rank={row.rank} noRank={t("countries.delegation.noRank")} locale={locale} /></td>
                  <td className="whitespace-nowrap px-4 py-3"><time dateTime={row.date}>{formatDate(row.date, locale, RESULT_DATE)}</time></td>
                  <td className="px-4 py-3"><SportName name={row.sport} slug={row.sportSlug} /></td>
                  <td className="px-4 py-3">{row.event}</td>
                  <td className="px-4 py-3">{row.athlete}</td>
                  <td className="whitespace-nowrap px-4 py-3 font-mono">{row.result}</td>
                  <td className="whitespace-nowrap px-4 py-3">
                    {row.medal ? (
                      <span className="flex items-center gap-2"><MedalDot medal={row.medal} />{t(`countries.medals.${row.medal}`)}</span>
                    ) : (
                      <><span aria-hidden="true">—</span><span className="sr-only">{t("countries.delegation.noMedal")}</span></>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        )}
        <p className="mt-6">
          <a href={localize(`/results?country=${delegation.code}`)} className="font-semibold text-ocean-700 underline underline-offset-4">{t("results.countryLink")}</a>
        </p>
        <CalendarLink feed={delegationFeedPath(delegation.code)} className="mt-6" />
        <a href={localize("/countries")} className="mt-8 inline-flex items-center gap-2 font-semibold text-ocean-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("countries.delegation.back")}
        </a>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
