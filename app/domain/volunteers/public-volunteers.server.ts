import type { ContentItem, ContentStore } from "~/domain/content/store.server.ts";
import { anyUntranslated, shown, shownList, type Shown } from "~/domain/content/localized.ts";
import type { VolunteerBenefitData, VolunteerBenefitIcon } from "~/domain/content/kinds/volunteer-benefits.ts";
import type { VolunteerMilestoneData } from "~/domain/content/kinds/volunteer-calendar.ts";
import type { VolunteerCriterionData } from "~/domain/content/kinds/volunteer-criteria.ts";
import type { VolunteerCommitment, VolunteerRoleData } from "~/domain/content/kinds/volunteer-roles.ts";
import type { VolunteerStepData } from "~/domain/content/kinds/volunteer-steps.ts";
import type { Locale } from "~/platform/i18n/locales.ts";

export interface VolunteerRoleView {
  id: string;
  title: Shown;
  description: Shown;
  requirements?: Shown<string[]>;
  spots: number;
  commitment: VolunteerCommitment;
}

export interface VolunteerBenefitView {
  id: string;
  icon: VolunteerBenefitIcon;
  title: Shown;
  text: Shown;
}

export interface VolunteerStepView {
  id: string;
  title: Shown;
  text: Shown;
}

export interface VolunteerMilestoneView {
  id: string;
  month: string;
  words: Shown;
}

export interface VolunteerCriterionView {
  id: string;
  text: Shown;
}

/** One kind's items as a visitor of `locale` reads them, built once per change of the kind. */
function read<D, V>(content: ContentStore, kind: Parameters<ContentStore["view"]>[0], locale: Locale, view: (id: string, data: D) => V): Promise<V[]> {
  return content.view(kind, locale, (items: ContentItem[]) => items.map((item) => view(item.id, item.data as unknown as D)));
}

/** The organisers' part of /volunteers in the visitor's language, and whether any of it is French standing in. */
export async function volunteersPage(content: ContentStore, locale: Locale) {
  const [roles, benefits, steps, calendar, criteria] = await Promise.all([
    read<VolunteerRoleData, VolunteerRoleView>(content, "volunteerRoles", locale, (id, role) => ({
      id,
      title: shown(role.title, locale),
      description: shown(role.description, locale),
      requirements: shownList(role.requirements, locale),
      spots: role.spots,
      commitment: role.commitment,
    })),
    read<VolunteerBenefitData, VolunteerBenefitView>(content, "volunteerBenefits", locale, (id, benefit) => ({
      id,
      icon: benefit.icon,
      title: shown(benefit.title, locale),
      text: shown(benefit.text, locale),
    })),
    read<VolunteerStepData, VolunteerStepView>(content, "volunteerSteps", locale, (id, step) => ({ id, title: shown(step.title, locale), text: shown(step.text, locale) })),
    read<VolunteerMilestoneData, VolunteerMilestoneView>(content, "volunteerCalendar", locale, (id, milestone) => ({ id, month: milestone.month, words: shown(milestone.words, locale) })),
    read<VolunteerCriterionData, VolunteerCriterionView>(content, "volunteerCriteria", locale, (id, criterion) => ({ id, text: shown(criterion.text, locale) })),
  ]);
  const untranslated = anyUntranslated([
    ...roles.flatMap((role) => [role.title, role.description, role.requirements]),
    ...benefits.flatMap((benefit) => [benefit.title, benefit.text]),
    ...steps.flatMap((step) => [step.title, step.text]),
    ...calendar.map((milestone) => milestone.words),
    ...criteria.map((criterion) => criterion.text),
  ]);
  return { roles, benefits, steps, calendar, criteria, untranslated };
}
