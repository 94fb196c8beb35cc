import { Award, CalendarDays, Check, GraduationCap, HandHeart, Shirt, Sparkles, Utensils, type LucideIcon } from "lucide-react";
import type { Route } from "./+types/volunteers.route";
import { PageHeader, PageSection } from "~/site/parts/page-header.tsx";
import { StepList } from "~/site/parts/step-list.tsx";
import { VOLUNTEER_APPLY_PATH } from "~/content/volunteers/data.ts";
import { volunteersContent } from "~/content/volunteers/index.server.ts";
import type { VolunteerBenefitIcon } from "~/domain/content/kinds/volunteer-benefits.ts";
import { StatList } from "~/site/athletes/stat-list.tsx";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import type { Shown } from "~/domain/content/localized.ts";
import { volunteersPage } from "~/domain/volunteers/public-volunteers.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { formatDate, formatDayRange, formatNumber, MONTH_FORMAT } from "~/platform/i18n/format.ts";
import { servicesContext } from "~/platform/services/services.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { fillTemplate } from "~/platform/i18n/fill-template.ts";
import { RoleCard } from "./role-card.tsx";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";
import { UntranslatedNotice } from "~/site/parts/untranslated-notice.tsx";

export const handle: RouteHandle = { shows: ["event", "volunteerRoles", "volunteerBenefits", "volunteerSteps", "volunteerCalendar", "volunteerCriteria"] };

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
  const content = volunteersContent[locale];
  const store = context.get(servicesContext).content;
  const [event, organisers] = await Promise.all([eventFacts(store), volunteersPage(store, locale)]);
  const mobilisation = formatDayRange(event.mobilisationStart, event.mobilisationEnd, locale);
  // Applications open when the programme's registration did: one date, said twice on the page.
  // The page's own entries carry no item id: an organiser's item may have any id, and anchors stay unique.
  const calendar: { id?: string; month: string; words: Shown }[] = [{ month: event.volunteerRegistrationOpens, words: { value: content.applicationsOpen } }, ...organisers.calendar];
  return { content, event, mobilisation, ...organisers, calendar, seo: content.meta };
}

export default function Volunteers({ loaderData }: Route.ComponentProps) {
  const { content, event, mobilisation, roles, benefits, steps, criteria, calendar, untranslated } = loaderData;
  const locale = useLocale();
  const localize = useLocalizedPath();
  const applyLink = (
    <a href={localize(VOLUNTEER_APPLY_PATH)} className="inline-block rounded-md bg-coral-500 px-5 py-3 font-semibold text-slate-950 hover:bg-orange-400">
      {content.apply}
    </a>
  );
  const age = formatNumber(event.volunteerMinAge, locale);
  return (
    <>
      <PageHeader visual="community" title={content.title} intro={content.intro}>
        {untranslated && <UntranslatedNotice />}
        <div className="mt-8">{applyLink}</div>
      </PageHeader>
      <PageSection id="programme" title={content.programmeTitle} intro={fillTemplate(content.programmeText, { month: formatDate(event.volunteerRegistrationOpens, locale, MONTH_FORMAT) })}>
        <StatList
          tone="dark"
          items={[
            { value: formatNumber(event.volunteers, locale), label: content.figures.volunteers },
            { value: formatNumber(event.volunteerCommitmentDays, locale), label: content.figures.days },
            { value: mobilisation, label: content.figures.period, long: true },
          ]}
        />
        <p className="mt-4 text-sm text-slate-700">{content.figuresNote}</p>
      </PageSection>
      <PageSection id="roles" title={content.rolesTitle} intro={content.rolesIntro} tone="sand">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {roles.map((role) => (
            <RoleCard key={role.id} role={role} minAge={event.volunteerMinAge} content={content} />
          ))}
        </ul>
      </PageSection>
      <PageSection id="benefits" title={content.benefitsTitle}>
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
        <p className="mt-4 text-sm text-slate-700">{content.benefitsNote}</p>
      </PageSection>
      <PageSection id="steps" title={content.stepsTitle} tone="sand">
        <StepList steps={steps} />
      </PageSection>
      <PageSection id="criteria" title={content.criteriaTitle}>
        <ul className="max-w-3xl space-y-3">
          {[{ text: { value: fillTemplate(content.ageCriterion, { age }) } }, ...criteria].map((criterion: { id?: string; text: Shown }) => (
            <li key={criterion.id ? `item-${criterion.id}` : "age"} id={criterion.id && `criterion-${criterion.id}`} lang={criterion.text.lang} className="flex items-start gap-3 text-slate-800">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
              {criterion.text.value}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">{content.criteriaNote}</p>
      </PageSection>
      <PageSection id="calendar" title={content.calendarTitle} tone="sand">
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
        <p className="mt-4 text-sm text-slate-700">{content.calendarNote}</p>
      </PageSection>
      <section aria-labelledby="apply" className="bg-ocean-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 text-center">
          <h2 id="apply" className="text-3xl font-bold">{content.ctaTitle}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-ocean-50">{content.ctaText}</p>
          <div className="mt-6">{applyLink}</div>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
