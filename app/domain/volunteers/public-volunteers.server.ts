import type { ContentKind } from "../../../vocabulary/content-keys.ts";
import type { ContentDataOf } from "~/domain/content/kinds/index.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import { anyUntranslated, shown, shownList, type Shown } from "~/domain/content/localized.ts";
import type { VolunteerBenefitIcon } from "~/domain/content/kinds/volunteer-benefits.ts";
import type { VolunteerCommitment } from "~/domain/content/kinds/volunteer-roles.ts";
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
function read<K extends ContentKind, V>(content: ContentStore, kind: K, locale: Locale, view: (id: string, data: ContentDataOf<K>) => V): Promise<V[]> {
  return content.view(kind, locale, (items) => items.map((item) => view(item.id, item.data)));
}

/** The organisers' part of /volunteers in the visitor's language, and whether any of it is French standing in. */
export async function volunteersPage(content: ContentStore, locale: Locale) {
  const [roles, benefits, steps, calendar, criteria] = await Promise.all([
    read(content, "volunteerRoles", locale, (id, role): VolunteerRoleView => ({
      id,
      title: shown(role.title, locale),
      description: shown(role.description, locale),
      requirements: shownList(role.requirements, locale),
      spots: role.spots,
      commitment: role.commitment,
    })),
    read(content, "volunteerBenefits", locale, (id, benefit): VolunteerBenefitView => ({
      id,
      icon: benefit.icon,
      title: shown(benefit.title, locale),
      text: shown(benefit.text, locale),
    })),
    read(content, "volunteerSteps", locale, (id, step): VolunteerStepView => ({ id, title: shown(step.title, locale), text: shown(step.text, locale) })),
    read(content, "volunteerCalendar", locale, (id, milestone): VolunteerMilestoneView => ({ id, month: milestone.month, words: shown(milestone.words, locale) })),
    read(content, "volunteerCriteria", locale, (id, criterion): VolunteerCriterionView => ({ id, text: shown(criterion.text, locale) })),
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
