import type { PageMeta } from "../types.ts";
import type { VolunteerCommitment, VolunteerMilestone, VolunteerRoleId } from "./data.ts";

export type VolunteerBenefitIcon = "training" | "uniform" | "meals" | "certificate" | "meetings" | "experience";

export interface VolunteersContent {
  meta: PageMeta;
  title: string;
  intro: string;
  apply: string;
  programmeTitle: string;
  /** {month}: the month registration opened. */
  programmeText: string;
  figures: { volunteers: string; days: string; period: string };
  figuresNote: string;
  rolesTitle: string;
  rolesIntro: string;
  roles: Record<VolunteerRoleId, { title: string; description: string; requirements: string[] }>;
  spotsLabel: string;
  commitmentLabel: string;
  commitments: Record<VolunteerCommitment, string>;
  minAgeLabel: string;
  /** {age}: the minimum age. */
  ageValue: string;
  requirementsLabel: string;
  benefitsTitle: string;
  benefits: { icon: VolunteerBenefitIcon; title: string; text: string }[];
  benefitsNote: string;
  stepsTitle: string;
  steps: { title: string; text: string }[];
  criteriaTitle: string;
  /** {age} is replaced in every criterion that states the minimum age. */
  criteria: string[];
  criteriaNote: string;
  calendarTitle: string;
  calendar: Record<VolunteerMilestone, string>;
  calendarNote: string;
  ctaTitle: string;
  ctaText: string;
}
