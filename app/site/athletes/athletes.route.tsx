import { BedDouble, Bus, CheckCircle2, Dumbbell, HeartPulse, Info, UtensilsCrossed, type LucideIcon } from "lucide-react";
import type { Route } from "./+types/athletes.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import type { AthleteServiceIcon } from "~/domain/content/kinds/athlete-services.ts";
import { athletesTextsKind } from "~/domain/content/kinds/athletes-texts.ts";
import { pageTexts } from "~/domain/content/page-texts.server.ts";
import { GamesValues } from "~/site/games/games-values.tsx";
import { StatList } from "./stat-list.tsx";
import { athletesPage } from "~/domain/athletes/public-athletes.server.ts";
import { eventFigures } from "~/domain/event/event-figures.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";

export const handle: RouteHandle = { shows: ["athletesTexts", "event", "delegations", "sports", "athleteServices", "qualifications", "village"] };

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
  const store = context.get(servicesContext).content;
  const [own, event, organisers] = await Promise.all([pageTexts(store, athletesTextsKind, locale), eventFigures(store), athletesPage(store, locale)]);
  const { texts } = own;
  return {
    texts,
    event,
    ...organisers,
    untranslated: own.untranslated || organisers.untranslated,
    seo: own.seo,
  };
}

export default function Athletes({ loaderData }: Route.ComponentProps) {
  const { texts, event, services, qualifications, village, untranslated } = loaderData;
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader visual="sports" title={texts.title} intro={texts.intro}>
        {untranslated && <UntranslatedNotice />}
      </PageHeader>
      <PageSection id="figures" title={texts.figuresTitle}>
        <StatList
          tone="dark"
          items={[
            { value: formatNumber(event.athletes, locale), label: t("athletes.figures.athletes") },
            { value: formatNumber(event.delegations, locale), label: t("athletes.figures.delegations") },
            { value: formatNumber(event.sports, locale), label: t("athletes.figures.sports") },
          ]}
        />
        <ShownText as="p" text={texts.figuresNote} className="mt-4 text-sm text-slate-700" />
      </PageSection>
      <PageSection id="services" title={texts.servicesTitle} intro={texts.servicesIntro} tone="sand">
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
      <PageSection id="qualification" title={texts.qualificationTitle} intro={texts.qualificationIntro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {qualifications.map((qualification) => (
            <li key={qualification.id} id={`qualification-${qualification.id}`} className="rounded-xl border border-slate-200 p-6">
              <ShownText as="h3" text={qualification.sport} className="text-lg font-bold text-slate-900" />
              <dl className="mt-3 space-y-3">
                <div>
                  <dt className="text-sm font-semibold text-slate-900">{t("athletes.criteriaLabel")}</dt>
                  <ShownText as="dd" text={qualification.criteria} className="text-slate-700" />
                </div>
                <div>
                  <dt className="text-sm font-semibold text-slate-900">{t("athletes.athletesCountLabel")}</dt>
                  <dd className="text-slate-700">{t("athletes.toBeConfirmed")}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="village" title={texts.villageTitle} intro={texts.villageIntro} tone="sand">
        <StatList
          items={[
            { value: formatNumber(village.beds, locale), label: t("athletes.village.beds") },
            {
              value: formatNumber(village.minutesFromMainSites, locale, { style: "unit", unit: "minute", unitDisplay: "short" }),
              label: t("athletes.village.distance"),
            },
            { value: formatNumber(village.restaurants, locale), label: t("athletes.village.restaurants") },
          ]}
        />
        {village.amenities && (
          <>
            <ShownText as="h3" text={texts.amenitiesTitle} className="mt-10 text-xl font-bold text-slate-900" />
            <ul lang={village.amenities.lang} className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {village.amenities.value.map((amenity) => (
                <li key={amenity} className="flex items-center gap-2 text-slate-800">
                  <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-ocean-700" />
                  {amenity}
                </li>
              ))}
            </ul>
            <ShownText as="p" text={texts.amenitiesNote} className="mt-4 text-sm text-slate-700" />
          </>
        )}
      </PageSection>
      <PageSection id="values" title={texts.valuesTitle} intro={texts.valuesIntro}>
        {/* No athlete has given a testimonial: the Games' own values, from the vision page, stand in their place. */}
        <GamesValues />
        <a href={localize("/games/vision")} className="mt-6 inline-block font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900">
          {t("athletes.visionLink")}
        </a>
      </PageSection>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
