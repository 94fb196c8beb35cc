import { Info, MapPin } from "lucide-react";
import type { Route } from "./+types/sports.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { EVENT } from "~/domain/event/games.ts";
import { sportsTextsKind } from "~/domain/content/kinds/sports-texts.ts";
import { pageTexts } from "~/domain/content/page-texts.server.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { anyUntranslated } from "~/domain/content/localized.ts";
import type { SportStatus } from "~/domain/content/kinds/sports.ts";
import { sportsIn } from "~/domain/sports/public-sports.server.ts";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { venuesIn } from "~/domain/venues/public-venues.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { fillTemplate } from "~/platform/i18n/fill-template.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { SportCard } from "./sport-card.tsx";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["sportsTexts", "venues", "sports"] };

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const store = context.get(servicesContext).content;
  const [page, venues, { list: sports }] = await Promise.all([pageTexts(store, sportsTextsKind, locale), venuesIn(store, locale), sportsIn(store, locale)]);
  const { texts } = page;
  const venueNames = Object.fromEntries(venues.map((venue) => [venue.id, venue.name]));
  return {
    texts,
    sports,
    venueNames,
    untranslated: page.untranslated || anyUntranslated(sports.flatMap((sport) => [sport.name, sport.description])),
    // The description may say how many sports there are: "{count}" in the organisers' text.
    seo: { ...page.seo, description: fillTemplate(page.seo.description, { count: sports.length }) },
  };
}

export default function Sports({ loaderData: { texts, sports, venueNames, untranslated } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const count = (status: SportStatus) => sports.filter((sport) => sport.status === status).length;
  const stats = [
    { value: sports.length, label: t("sports.stats.sports") },
    { value: count("compulsory"), label: t("sports.stats.compulsory") },
    { value: count("optional"), label: t("sports.stats.optional") },
    { value: EVENT.islands.length, label: t("sports.stats.islands") },
  ];
  const groups = [
    { status: "compulsory" as const, title: texts.compulsoryTitle, intro: texts.compulsoryIntro, tone: "sand" as const },
    { status: "optional" as const, title: texts.optionalTitle, intro: texts.optionalIntro, tone: "plain" as const },
  ];
  return (
    <>
      <PageHeader visual="sports" title={texts.title} intro={texts.intro}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <PageSection id="figures" title={texts.statsTitle}>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-ocean-900 p-6 text-white">
              <dt className="mt-1 text-ocean-50">{stat.label}</dt>
              <dd className="text-4xl font-extrabold">{formatNumber(stat.value, locale)}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-6 space-y-2 rounded-xl border border-ocean-100 bg-ocean-50 p-5 text-slate-800">
          {[texts.notPublishedParticipants, texts.notPublishedProgramme].map((note) => (
            <li key={note.value} className="flex gap-2">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
              <ShownText text={note} />
            </li>
          ))}
        </ul>
      </PageSection>
      {groups.map((group) => (
        <PageSection key={group.status} id={`${group.status}-sports`} title={group.title} intro={group.intro} tone={group.tone}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {sports.filter((sport) => sport.status === group.status).map((sport) => (
              <li key={sport.slug} id={`sport-${sport.slug}`} data-sport={sport.slug} data-status={sport.status}>
                <SportCard
                  sport={sport}
                  venues={sport.venues.flatMap((id) => (venueNames[id] ? [{ id, name: venueNames[id] }] : []))}
                />
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
      <PageSection id="para-sports" title={texts.paraTitle} intro={texts.paraIntro} tone="sand">
        <ul className="list-disc space-y-2 pl-6 text-lg text-slate-800">
          {sports.filter((sport) => sport.para).map((sport) => (
            <li key={sport.slug}>
              <ShownText text={sport.name} />
              {sport.para === "pending" && <> ({t("sports.badges.paraPending")})</>}
            </li>
          ))}
        </ul>
        <a href={localize("/venues")} className="mt-8 inline-flex items-center gap-2 rounded-md bg-ocean-800 px-5 py-3 font-semibold text-white hover:bg-ocean-900">
          <MapPin aria-hidden="true" className="size-5" />
          {t("sports.venuesLink")}
        </a>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
