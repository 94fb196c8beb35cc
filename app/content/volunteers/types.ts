import type { PageMeta } from "../types.ts";
import type { VolunteerCommitment } from "~/domain/content/kinds/volunteer-roles.ts";

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
  spotsLabel: string;
  commitmentLabel: string;
  commitments: Record<VolunteerCommitment, string>;
  minAgeLabel: string;
  /** {age}: the minimum age. */
  ageValue: string;
  requirementsLabel: string;
  benefitsTitle: string;
  benefitsNote: string;
  stepsTitle: string;
  criteriaTitle: string;
  /** The first criterion, before the organisers' ones; {age}: the minimum age. */
  ageCriterion: string;
  criteriaNote: string;
  calendarTitle: string;
  /** The calendar's first milestone, on the programme's registration date. */
  applicationsOpen: string;
  calendarNote: string;
  ctaTitle: string;
  ctaText: string;
}
