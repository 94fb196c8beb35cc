import { BedDouble, Bus, CheckCircle2, Dumbbell, HeartPulse, Info, UtensilsCrossed, type LucideIcon } from "lucide-react";
import type { Route } from "./+types/athletes.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { athletesContent } from "~/content/athletes/index.server.ts";
import type { AthleteServiceIcon } from "~/domain/content/kinds/athlete-services.ts";
import { GamesValues } from "~/site/games/games-values.tsx";
import { StatList } from "./stat-list.tsx";
import { athletesPage } from "~/domain/athletes/public-athletes.server.ts";
import { eventFigures } from "~/domain/event/event-figures.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/platform/services/services.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";

export const handle: RouteHandle = { shows: ["event", "delegations", "sports", "athleteServices", "qualifications", "village"] };

const SERVICE_ICONS: Record<AthleteServiceIcon, LucideIcon> = {
  housing: BedDouble,
  food: UtensilsCrossed,
  transport: Bus,
  health: HeartPulse,
  training: Dumbbell,
  welcome: Info,
};

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const content = athletesContent[locale];
  const store = context.get(servicesContext).content;
  const [event, organisers] = await Promise.all([eventFigures(store), athletesPage(store, locale)]);
  return { content, event, ...organisers, seo: content.meta };
}

export default function Athletes({ loaderData }: Route.ComponentProps) {
  const { content, event, services, qualifications, village, untranslated } = loaderData;
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader visual="sports" title={content.title} intro={content.intro}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <PageSection id="figures" title={content.figuresTitle}>
        <StatList
          tone="dark"
          items={[
            { value: formatNumber(event.athletes, locale), label: content.figures.athletes },
            { value: formatNumber(event.delegations, locale), label: content.figures.delegations },
            { value: formatNumber(event.sports, locale), label: content.figures.sports },
          ]}
        />
        <p className="mt-4 text-sm text-slate-700">{content.figuresNote}</p>
      </PageSection>
      <PageSection id="services" title={content.servicesTitle} intro={content.servicesIntro} tone="sand">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => {
            const Icon = SERVICE_ICONS[service.icon];
            return (
              <li key={service.id} id={`service-${service.id}`} className="rounded-xl border border-slate-200 bg-white p-6">
                <Icon aria-hidden="true" className="size-8 text-ocean-700" />
                <ShownText as="h3" text={service.title} className="mt-4 text-lg font-bold text-slate-900" />
                <ShownText as="p" text={service.description} className="mt-2 text-slate-700" />
                {service.details && (
                  <ul lang={service.details.lang} className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
                    {service.details.value.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection id="qualification" title={content.qualificationTitle} intro={content.qualificationIntro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {qualifications.map((qualification) => (
            <li key={qualification.id} id={`qualification-${qualification.id}`} className="rounded-xl border border-slate-200 p-6">
              <ShownText as="h3" text={qualification.sport} className="text-lg font-bold text-slate-900" />
              <dl className="mt-3 space-y-3">
                <div>
                  <dt className="text-sm font-semibold text-slate-900">{content.criteriaLabel}</dt>
                  <ShownText as="dd" text={qualification.criteria} className="text-slate-700" />
                </div>
                <div>
                  <dt className="text-sm font-semibold text-slate-900">{content.athletesCountLabel}</dt>
                  <dd className="text-slate-700">{content.toBeConfirmed}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="village" title={content.villageTitle} intro={content.villageIntro} tone="sand">
        <StatList
          items={[
            { value: formatNumber(village.beds, locale), label: content.village.beds },
            {
              value: formatNumber(village.minutesFromMainSites, locale, { style: "unit", unit: "minute", unitDisplay: "short" }),
              label: content.village.distance,
            },
            { value: formatNumber(village.restaurants, locale), label: content.village.restaurants },
          ]}
        />
        {village.amenities && (
          <>
            <h3 className="mt-10 text-xl font-bold text-slate-900">{content.amenitiesTitle}</h3>
            <ul lang={village.amenities.lang} className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {village.amenities.value.map((amenity) => (
                <li key={amenity} className="flex items-center gap-2 text-slate-800">
                  <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-ocean-700" />
                  {amenity}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-700">{content.amenitiesNote}</p>
          </>
        )}
      </PageSection>
      <PageSection id="values" title={content.valuesTitle} intro={content.valuesIntro}>
        {/* No athlete has given a testimonial: the Games' own values, from the vision page, stand in their place. */}
        <GamesValues />
        <a href={localize("/games/vision")} className="mt-6 inline-block font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900">
          {content.visionLink}
        </a>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
