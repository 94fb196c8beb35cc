import { BedDouble, Bus, CheckCircle2, Dumbbell, HeartPulse, Info, UtensilsCrossed, type LucideIcon } from "lucide-react";
import type { Route } from "./+types/athletes.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { ATHLETE_VILLAGE } from "~/content/athletes/data.ts";
import { athletesContent } from "~/content/athletes/index.server.ts";
import type { AthleteServiceIcon } from "~/content/athletes/types.ts";
import { visionContent } from "~/content/vision/index.server.ts";
import { StatList } from "./stat-list.tsx";
import { eventFigures } from "~/domain/event/event-figures.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/platform/services/services.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["event", "delegations", "sports"] };

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
  const event = await eventFigures(context.get(servicesContext).content);
  // No athlete has given a testimonial: the Games' own values, from the vision page, stand in their place.
  return { content, event, values: visionContent[locale].values, seo: content.meta };
}

export default function Athletes({ loaderData: { content, event, values } }: Route.ComponentProps) {
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader visual="sports" title={content.title} intro={content.intro} />
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
          {content.services.map((service) => {
            const Icon = SERVICE_ICONS[service.icon];
            return (
              <li key={service.title} className="rounded-xl border border-slate-200 bg-white p-6">
                <Icon aria-hidden="true" className="size-8 text-ocean-700" />
                <h3 className="mt-4 text-lg font-bold text-slate-900">{service.title}</h3>
                <p className="mt-2 text-slate-700">{service.description}</p>
                <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
                  {service.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection id="qualification" title={content.qualificationTitle} intro={content.qualificationIntro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {content.qualifications.map((qualification) => (
            <li key={qualification.sport} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-bold text-slate-900">{qualification.sport}</h3>
              <dl className="mt-3 space-y-3">
                <div>
                  <dt className="text-sm font-semibold text-slate-900">{content.criteriaLabel}</dt>
                  <dd className="text-slate-700">{qualification.criteria}</dd>
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
            { value: formatNumber(ATHLETE_VILLAGE.beds, locale), label: content.village.beds },
            {
              value: formatNumber(ATHLETE_VILLAGE.minutesFromMainSites, locale, { style: "unit", unit: "minute", unitDisplay: "short" }),
              label: content.village.distance,
            },
            { value: formatNumber(ATHLETE_VILLAGE.restaurants, locale), label: content.village.restaurants },
          ]}
        />
        <h3 className="mt-10 text-xl font-bold text-slate-900">{content.amenitiesTitle}</h3>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {content.amenities.map((amenity) => (
            <li key={amenity} className="flex items-center gap-2 text-slate-800">
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-ocean-700" />
              {amenity}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">{content.amenitiesNote}</p>
      </PageSection>
      <PageSection id="values" title={content.valuesTitle} intro={content.valuesIntro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {values.map((value) => (
            <li key={value.title} className="rounded-xl bg-ocean-50 p-6">
              <h3 className="text-lg font-bold text-ocean-900">{value.title}</h3>
              <p className="mt-2 text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
        <a href={localize("/games/vision")} className="mt-6 inline-block font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900">
          {content.visionLink}
        </a>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
