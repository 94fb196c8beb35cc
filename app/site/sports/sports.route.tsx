import { Info, MapPin } from "lucide-react";
import type { Route } from "./+types/sports.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { EVENT } from "~/content/event.ts";
import { sportsContent } from "~/content/sports/index.server.ts";
import { anyUntranslated } from "~/domain/content/localized.ts";
import type { SportStatus } from "~/domain/content/kinds/sports.ts";
import { sportsIn } from "~/domain/sports/public-sports.server.ts";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { venuesIn } from "~/domain/venues/public-venues.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/platform/services/services.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { fillTemplate } from "~/platform/i18n/fill-template.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { SportCard } from "./sport-card.tsx";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["venues", "sports"] };

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const content = sportsContent[locale];
  const store = context.get(servicesContext).content;
  const [venues, { list: sports }] = await Promise.all([venuesIn(store, locale), sportsIn(store, locale)]);
  const venueNames = Object.fromEntries(venues.map((venue) => [venue.id, venue.name]));
  return { content, sports, venueNames, untranslated: anyUntranslated(sports.flatMap((sport) => [sport.name, sport.description])), seo: { ...content.meta, description: fillTemplate(content.meta.description, { count: sports.length }) } };
}

export default function Sports({ loaderData: { content, sports, venueNames, untranslated } }: Route.ComponentProps) {
  const locale = useLocale();
  const localize = useLocalizedPath();
  const count = (status: SportStatus) => sports.filter((sport) => sport.status === status).length;
  const stats = [
    { value: sports.length, label: content.stats.sports },
    { value: count("compulsory"), label: content.stats.compulsory },
    { value: count("optional"), label: content.stats.optional },
    { value: EVENT.islands.length, label: content.stats.islands },
  ];
  const groups = [
    { status: "compulsory" as const, title: content.compulsoryTitle, intro: content.compulsoryIntro, tone: "sand" as const },
    { status: "optional" as const, title: content.optionalTitle, intro: content.optionalIntro, tone: "plain" as const },
  ];
  return (
    <>
      <PageHeader visual="sports" title={content.title} intro={content.intro}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <PageSection id="figures" title={content.statsTitle}>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-ocean-900 p-6 text-white">
              <dt className="mt-1 text-ocean-50">{stat.label}</dt>
              <dd className="text-4xl font-extrabold">{formatNumber(stat.value, locale)}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-6 space-y-2 rounded-xl border border-ocean-100 bg-ocean-50 p-5 text-slate-800">
          {content.notPublished.map((note) => (
            <li key={note} className="flex gap-2">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
              {note}
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
                  labels={content}
                  venues={sport.venues.flatMap((id) => (venueNames[id] ? [{ id, name: venueNames[id] }] : []))}
                />
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
      <PageSection id="para-sports" title={content.paraTitle} intro={content.paraIntro} tone="sand">
        <ul className="list-disc space-y-2 pl-6 text-lg text-slate-800">
          {sports.filter((sport) => sport.para).map((sport) => (
            <li key={sport.slug}>
              <ShownText text={sport.name} />
              {sport.para === "pending" && <> ({content.badges.paraPending})</>}
            </li>
          ))}
        </ul>
        <a href={localize("/venues")} className="mt-8 inline-flex items-center gap-2 rounded-md bg-ocean-800 px-5 py-3 font-semibold text-white hover:bg-ocean-900">
          <MapPin aria-hidden="true" className="size-5" />
          {content.venuesLink}
        </a>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
