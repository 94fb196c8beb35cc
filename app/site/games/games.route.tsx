import { ArrowRight, CalendarDays, MapPin, ScrollText, Telescope, TreePalm } from "lucide-react";
import type { Route } from "./+types/games.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { EVENT } from "~/content/event.ts";
import { COMMITTEE_SLOGAN, GAMES_FACTS } from "~/content/games/facts.ts";
import { gamesContent } from "~/content/games/index.server.ts";
import { formatList } from "~/platform/i18n/format.ts";
import { LaunchVideoDialog } from "./launch-video-dialog.tsx";
import { localeContext } from "~/platform/i18n/context.ts";
import { formatDayRange, formatNumber } from "~/platform/i18n/format.ts";
import { eventFigures } from "~/domain/event/event-figures.server.ts";
import { servicesContext } from "~/platform/services/services.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["event", "delegations", "sports"] };

export async function loader({ context }: Route.LoaderArgs) {
  const content = gamesContent[context.get(localeContext)];
  return { content, event: await eventFigures(context.get(servicesContext).content), seo: content.meta };
}

export default function Games({ loaderData: { content, event } }: Route.ComponentProps) {
  const locale = useLocale();
  const localize = useLocalizedPath();
  const islands = formatList(EVENT.islands, locale);
  const facts = [
    { value: formatNumber(GAMES_FACTS.timesHostedByTahiti, locale), label: content.facts.timesHosted },
    { value: formatDayRange(GAMES_FACTS.selection.start, GAMES_FACTS.selection.end, locale), label: content.facts.selection },
    { value: formatNumber(event.sports, locale), label: content.facts.sports },
    { value: formatNumber(event.delegations, locale), label: content.facts.delegations },
    { value: formatNumber(EVENT.islands.length, locale), label: `${content.facts.islands} (${islands})` },
    { value: formatList(GAMES_FACTS.mascots, locale), label: content.facts.mascots },
  ];
  const cards = [
    { ...content.historyCard, path: "/games/history", Icon: ScrollText },
    { ...content.visionCard, path: "/games/vision", Icon: Telescope },
  ];
  return (
    <>
      <PageHeader visual="games" title={content.title} intro={content.intro}>
        <ul className="mt-6 flex flex-wrap gap-2 text-sm font-medium">
          <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            {formatDayRange(event.startDate, event.endDate, locale)}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {content.place}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5">
            <TreePalm aria-hidden="true" className="size-4" />
            {islands}
          </li>
        </ul>
        <LaunchVideoDialog text={content.video} />
      </PageHeader>

      <PageSection id="facts" title={content.factsTitle}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map((fact) => (
            <li key={fact.label} className="rounded-xl border border-slate-200 bg-white p-6">
              <p className="text-3xl font-extrabold text-ocean-800">{fact.value}</p>
              <p className="mt-2 text-slate-700">{fact.label}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="explore" title={content.exploreTitle} tone="sand">
        <ul className="grid gap-6 md:grid-cols-2">
          {cards.map(({ Icon, ...card }) => (
            <li key={card.path} className="relative rounded-xl border border-slate-200 bg-white p-6 hover:border-ocean-600">
              <Icon aria-hidden="true" className="size-8 text-ocean-700" />
              <h3 className="mt-4 text-xl font-bold text-slate-900">
                {/* The link covers the whole card, so the card is one target with the title as its name. */}
                <a href={localize(card.path)} className="inline-flex items-center gap-2 text-ocean-800 after:absolute after:inset-0 hover:underline">
                  {card.title}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </a>
              </h3>
              <p className="mt-2 text-slate-700">{card.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="message" title={content.messageTitle}>
        <figure className="max-w-3xl border-l-4 border-ocean-700 pl-6">
          <blockquote lang="fr" className="text-2xl font-semibold text-ocean-900">
            <p>{COMMITTEE_SLOGAN}</p>
          </blockquote>
          {content.sloganTranslation && <p className="mt-2 text-lg text-slate-800">{content.sloganTranslation}</p>}
          <figcaption className="mt-4 text-slate-700">{content.sloganCaption}</figcaption>
        </figure>
        <p className="mt-8 max-w-3xl text-slate-800">{content.messageText}</p>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
