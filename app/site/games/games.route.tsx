import { ArrowRight, CalendarDays, MapPin, ScrollText, Telescope, TreePalm } from "lucide-react";
import type { Route } from "./+types/games.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { EVENT } from "~/domain/event/games.ts";
import { COMMITTEE_SLOGAN, GAMES_FACTS } from "./facts.ts";
import { gamesTextsKind } from "~/domain/content/kinds/games-texts.ts";
import { pageTexts } from "~/domain/content/page-texts.server.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { formatList } from "~/platform/i18n/format.ts";
import { LaunchVideoDialog } from "./launch-video-dialog.tsx";
import { localeContext } from "~/platform/i18n/context.ts";
import { formatDayRange, formatNumber } from "~/platform/i18n/format.ts";
import { eventFigures } from "~/domain/event/event-figures.server.ts";
import { servicesContext } from "~/services.server.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["gamesTexts", "event", "delegations", "sports"] };

export async function loader({ context }: Route.LoaderArgs) {
  const store = context.get(servicesContext).content;
  const [{ texts, untranslated, seo }, event] = await Promise.all([pageTexts(store, gamesTextsKind, context.get(localeContext)), eventFigures(store)]);
  return { texts, untranslated, event, seo };
}

export default function Games({ loaderData: { texts, untranslated, event } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const islands = formatList(EVENT.islands, locale);
  const facts = [
    { key: "timesHosted", value: formatNumber(GAMES_FACTS.timesHostedByTahiti, locale), label: texts.factTimesHosted },
    { key: "selection", value: formatDayRange(GAMES_FACTS.selection.start, GAMES_FACTS.selection.end, locale), label: texts.factSelection },
    { key: "sports", value: formatNumber(event.sports, locale), label: { value: t("games.facts.sports") } },
    { key: "delegations", value: formatNumber(event.delegations, locale), label: { value: t("games.facts.delegations") } },
    { key: "islands", value: formatNumber(EVENT.islands.length, locale), label: { value: `${t("games.facts.islands")} (${islands})` } },
    { key: "mascots", value: formatList(GAMES_FACTS.mascots, locale), label: texts.factMascots },
  ];
  const cards = [
    { title: texts.historyCardTitle, text: texts.historyCardText, path: "/games/history", Icon: ScrollText },
    { title: texts.visionCardTitle, text: texts.visionCardText, path: "/games/vision", Icon: Telescope },
  ];
  return (
    <>
      <PageHeader visual="games" title={texts.title} intro={texts.intro}>
        {untranslated && <UntranslatedNotice />}
        <ul className="mt-6 flex flex-wrap gap-2 text-sm font-medium">
          <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            {formatDayRange(event.startDate, event.endDate, locale)}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            <ShownText text={texts.place} />
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5">
            <TreePalm aria-hidden="true" className="size-4" />
            {islands}
          </li>
        </ul>
        <LaunchVideoDialog title={texts.videoTitle} message={texts.videoMessage} />
      </PageHeader>

      <PageSection id="facts" title={texts.factsTitle}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map((fact) => (
            <li key={fact.key} className="rounded-xl border border-slate-200 bg-white p-6">
              <p className="text-3xl font-extrabold text-ocean-800">{fact.value}</p>
              <ShownText as="p" text={fact.label} className="mt-2 text-slate-700" />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="explore" title={texts.exploreTitle} tone="sand">
        <ul className="grid gap-6 md:grid-cols-2">
          {cards.map(({ Icon, ...card }) => (
            <li key={card.path} className="relative rounded-xl border border-slate-200 bg-white p-6 hover:border-ocean-600">
              <Icon aria-hidden="true" className="size-8 text-ocean-700" />
              <h3 className="mt-4 text-xl font-bold text-slate-900">
                {/* The link covers the whole card, so the card is one target with the title as its name. */}
                <a href={localize(card.path)} className="inline-flex items-center gap-2 text-ocean-800 after:absolute after:inset-0 hover:underline">
                  <ShownText text={card.title} />
                  <ArrowRight aria-hidden="true" className="size-5" />
                </a>
              </h3>
              <ShownText as="p" text={card.text} className="mt-2 text-slate-700" />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="message" title={texts.messageTitle}>
        <figure className="max-w-3xl border-l-4 border-ocean-700 pl-6">
          <blockquote lang="fr" className="text-2xl font-semibold text-ocean-900">
            <p>{COMMITTEE_SLOGAN}</p>
          </blockquote>
          {locale !== "fr" && <p className="mt-2 text-lg text-slate-800">{t("games.sloganTranslation")}</p>}
          <ShownText as="figcaption" text={texts.sloganCaption} className="mt-4 text-slate-700" />
        </figure>
        <ShownText as="p" text={texts.messageText} className="mt-8 max-w-3xl text-slate-800" />
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
