import { Award, CalendarDays, Check, GraduationCap, HandHeart, Shirt, Sparkles, Utensils, type LucideIcon } from "lucide-react";
import type { Route } from "./+types/volunteers.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { StepList } from "~/site/parts/step-list.tsx";
import type { VolunteerBenefitIcon } from "~/domain/content/kinds/volunteer-benefits.ts";
import { volunteersTextsKind } from "~/domain/content/kinds/volunteers-texts.ts";
import { pageTexts } from "~/domain/content/page-texts.server.ts";
import { StatList } from "~/site/athletes/stat-list.tsx";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import type { Shown } from "~/domain/content/localized.ts";
import { volunteersPage } from "~/domain/volunteers/public-volunteers.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { formatDate, formatDayRange, formatNumber, MONTH_FORMAT } from "~/platform/i18n/format.ts";
import { servicesContext } from "~/services.server.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { VOLUNTEER_APPLY_PATH } from "./data.ts";
import { RoleCard } from "./role-card.tsx";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";

export const handle: RouteHandle = { shows: ["volunteersTexts", "event", "volunteerRoles", "volunteerBenefits", "volunteerSteps", "volunteerCalendar", "volunteerCriteria"] };

const BENEFIT_ICONS: Record<VolunteerBenefitIcon, LucideIcon> = {
  training: GraduationCap,
  uniform: Shirt,
  meals: Utensils,
  certificate: Award,
  meetings: HandHeart,
  experience: Sparkles,
};

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const store = context.get(servicesContext).content;
  const [own, event, organisers] = await Promise.all([pageTexts(store, volunteersTextsKind, locale), eventFacts(store), volunteersPage(store, locale)]);
  const { texts } = own;
  const mobilisation = formatDayRange(event.mobilisationStart, event.mobilisationEnd, locale);
  return {
    texts,
    event,
    mobilisation,
    ...organisers,
    untranslated: own.untranslated || organisers.untranslated,
    seo: own.seo,
  };
}

export default function Volunteers({ loaderData }: Route.ComponentProps) {
  const { texts, event, mobilisation, roles, benefits, steps, criteria, untranslated } = loaderData;
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const applyLink = (
    <a href={localize(VOLUNTEER_APPLY_PATH)} className="inline-block rounded-md bg-coral-500 px-5 py-3 font-semibold text-slate-950 hover:bg-orange-400">
      {t("volunteers.apply")}
    </a>
  );
  const age = formatNumber(event.volunteerMinAge, locale);
  // Applications open when the programme's registration did: one date, said twice on the page.
  // The page's own entries carry no item id: an organiser's item may have any id, and anchors stay unique.
  const calendar: { id?: string; month: string; words: Shown }[] = [{ month: event.volunteerRegistrationOpens, words: { value: t("volunteers.applicationsOpen") } }, ...loaderData.calendar];
  return (
    <>
      <PageHeader visual="community" title={texts.title} intro={texts.intro}>
        {untranslated && <UntranslatedNotice />}
        <div className="mt-8">{applyLink}</div>
      </PageHeader>
      <PageSection id="programme" title={texts.programmeTitle} intro={t("volunteers.programmeText", { month: formatDate(event.volunteerRegistrationOpens, locale, MONTH_FORMAT) })}>
        <StatList
          tone="dark"
          items={[
            { value: formatNumber(event.volunteers, locale), label: t("volunteers.figures.volunteers") },
            { value: formatNumber(event.volunteerCommitmentDays, locale), label: t("volunteers.figures.days") },
            { value: mobilisation, label: t("volunteers.figures.period"), long: true },
          ]}
        />
        <ShownText as="p" text={texts.figuresNote} className="mt-4 text-sm text-slate-700" />
      </PageSection>
      <PageSection id="roles" title={texts.rolesTitle} intro={texts.rolesIntro} tone="sand">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {roles.map((role) => (
            <RoleCard key={role.id} role={role} minAge={event.volunteerMinAge} />
          ))}
        </ul>
      </PageSection>
      <PageSection id="benefits" title={texts.benefitsTitle}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => {
            const Icon = BENEFIT_ICONS[benefit.icon];
            return (
              <li key={benefit.id} id={`benefit-${benefit.id}`} className="flex gap-4 rounded-xl bg-ocean-50 p-6">
                <Icon aria-hidden="true" className="size-7 shrink-0 text-ocean-700" />
                <div>
                  <ShownText as="h3" text={benefit.title} className="font-bold text-ocean-900" />
                  <ShownText as="p" text={benefit.text} className="mt-1 text-slate-700" />
                </div>
              </li>
            );
          })}
        </ul>
        <ShownText as="p" text={texts.benefitsNote} className="mt-4 text-sm text-slate-700" />
      </PageSection>
      <PageSection id="steps" title={texts.stepsTitle} tone="sand">
        <StepList steps={steps} />
      </PageSection>
      <PageSection id="criteria" title={texts.criteriaTitle}>
        <ul className="max-w-3xl space-y-3">
          {[{ text: { value: t("volunteers.ageCriterion", { age }) } }, ...criteria].map((criterion: { id?: string; text: Shown }) => (
            <li key={criterion.id ? `item-${criterion.id}` : "age"} id={criterion.id && `criterion-${criterion.id}`} lang={criterion.text.lang} className="flex items-start gap-3 text-slate-800">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
              {criterion.text.value}
            </li>
          ))}
        </ul>
        <ShownText as="p" text={texts.criteriaNote} className="mt-4 text-sm text-slate-700" />
      </PageSection>
      <PageSection id="calendar" title={texts.calendarTitle} tone="sand">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {calendar.map((milestone) => (
            <li key={milestone.id ? `item-${milestone.id}` : "registration"} id={milestone.id && `milestone-${milestone.id}`} className="rounded-xl border border-slate-200 bg-white p-5">
              <p className="flex items-center gap-2 font-bold text-ocean-800">
                <CalendarDays aria-hidden="true" className="size-5" />
                <time dateTime={milestone.month.slice(0, 7)}>{formatDate(milestone.month, locale, MONTH_FORMAT)}</time>
              </p>
              <ShownText as="p" text={milestone.words} className="mt-2 text-slate-800" />
            </li>
          ))}
        </ol>
        <ShownText as="p" text={texts.calendarNote} className="mt-4 text-sm text-slate-700" />
      </PageSection>
      <section aria-labelledby="apply" className="bg-ocean-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 text-center">
          <h2 id="apply" lang={texts.ctaTitle.lang} className="text-3xl font-bold">
            {texts.ctaTitle.value}
          </h2>
          <ShownText as="p" text={texts.ctaText} className="mx-auto mt-3 max-w-2xl text-lg text-ocean-50" />
          <div className="mt-6">{applyLink}</div>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
