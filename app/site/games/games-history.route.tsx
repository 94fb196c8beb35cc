import type { Route } from "./+types/games-history.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { EVENT } from "~/content/event.ts";
import { EDITIONS, FIRST_GAMES, KEY_FIGURES, type KeyFigureKey } from "~/content/history/editions.ts";
import { eventFigures } from "~/domain/event/event-figures.server.ts";
import { servicesContext } from "~/platform/services/services.ts";
import { historyContent } from "~/content/history/index.server.ts";
import { formatList } from "./format.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["event", "delegations", "sports"] };

export async function loader({ context }: Route.LoaderArgs) {
  const content = historyContent[context.get(localeContext)];
  const event = await eventFigures(context.get(servicesContext).content);
  const figures: Record<KeyFigureKey, number> = { editions: EVENT.edition, delegations: event.delegations, athletes: event.athletes, sports: event.sports };
  return { content, figures, seo: content.meta };
}

export default function GamesHistory({ loaderData: { content, figures } }: Route.ComponentProps) {
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale);
  // Years are shown as written (1963, not "1 963"), so they are not run through the number format.
  const origins = [
    { label: content.originsFacts.year, value: String(FIRST_GAMES.year) },
    { label: content.originsFacts.host, value: FIRST_GAMES.city },
    { label: content.originsFacts.athletes, value: content.about.replace("{value}", number(FIRST_GAMES.athletes)) },
    { label: content.originsFacts.sports, value: number(FIRST_GAMES.sports) },
  ];
  const tahiti2027Host = `${content.frenchPolynesia} (${formatList(EVENT.islands, locale)})`;
  return (
    <>
      <PageHeader visual="games" title={content.title} intro={content.intro} crumbs={[{ label: content.breadcrumbGames, path: "/games" }, { label: content.title }]} />

      <PageSection id="origins" title={content.originsTitle}>
        <p className="max-w-3xl text-lg text-slate-800">{content.originsText}</p>
        <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {origins.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse rounded-xl bg-ocean-50 p-6">
              <dt className="mt-1 text-slate-700">{fact.label}</dt>
              <dd className="text-3xl font-extrabold text-ocean-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <PageSection id="editions" title={content.editionsTitle} intro={content.editionsIntro} tone="sand">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {EDITIONS.map((edition, index) => (
            <li
              key={edition.year}
              className={`rounded-xl border bg-white p-5 ${edition.highlight ? "border-ocean-600" : "border-slate-200"}`}
            >
              <p className="text-sm font-semibold uppercase tracking-wide text-ocean-700">
                {content.editionLabel.replace("{n}", number(index + 1))}
              </p>
              <h3 className="mt-1 text-2xl font-bold text-slate-900">{edition.year}</h3>
              <p className="font-medium text-slate-900">{edition.host ?? tahiti2027Host}</p>
              {edition.host === null && (
                <p className="mt-2 inline-block rounded-full bg-ocean-800 px-3 py-1 text-sm font-semibold text-white">{content.upcoming}</p>
              )}
              {edition.highlight && <p className="mt-2 text-slate-700">{content.highlights[edition.highlight]}</p>}
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="medals" title={content.medalsTitle}>
        <p className="max-w-3xl text-lg text-slate-800">{content.medalsText}</p>
      </PageSection>

      <PageSection id="key-figures" title={content.keyFiguresTitle} intro={content.keyFiguresIntro} tone="sand">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {KEY_FIGURES.map((key) => (
            <div key={key} data-figure={key} className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-6 text-center">
              <dt className="mt-1 text-slate-700">{content.keyFigures[key]}</dt>
              <dd className="text-4xl font-extrabold text-ocean-800">{number(figures[key])}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
