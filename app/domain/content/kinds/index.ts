import type { ContentKind } from "../../../../vocabulary/content-keys.ts";
import { accreditationKind } from "./accreditation.ts";
import { accreditationTextsKind } from "./accreditation-texts.ts";
import { athleteServicesKind } from "./athlete-services.ts";
import { athletesTextsKind } from "./athletes-texts.ts";
import { commissionsKind } from "./commissions.ts";
import { contactDepartmentsKind } from "./contact-departments.ts";
import { contactTextsKind } from "./contact-texts.ts";
import { countriesTextsKind } from "./countries-texts.ts";
import { delegationsKind } from "./delegations.ts";
import { eventKind } from "./event.ts";
import { gamesTextsKind } from "./games-texts.ts";
import { guidelinesKind } from "./guidelines.ts";
import { hostKind } from "./host.ts";
import type { KindData, KindDef } from "./kind.ts";
import { leadersKind } from "./leaders.ts";
import { mediaTextsKind } from "./media-texts.ts";
import { medallistsTextsKind } from "./medallists-texts.ts";
import { officesKind } from "./offices.ts";
import { openDataTextsKind } from "./open-data-texts.ts";
import { organizationTextsKind } from "./organization-texts.ts";
import { pagesKind } from "./pages.ts";
import { partnersKind } from "./partners.ts";
import { partnersTextsKind } from "./partners-texts.ts";
import { pressContactsKind } from "./press-contacts.ts";
import { pressKind } from "./press.ts";
import { qualificationsKind } from "./qualifications.ts";
import { scheduleTextsKind } from "./schedule-texts.ts";
import { sportsKind } from "./sports.ts";
import { sportsTextsKind } from "./sports-texts.ts";
import { venuesKind } from "./venues.ts";
import { venuesTextsKind } from "./venues-texts.ts";
import { villageKind } from "./village.ts";
import { volunteerBenefitsKind } from "./volunteer-benefits.ts";
import { volunteerCalendarKind } from "./volunteer-calendar.ts";
import { volunteerCriteriaKind } from "./volunteer-criteria.ts";
import { volunteerRolesKind } from "./volunteer-roles.ts";
import { volunteerStepsKind } from "./volunteer-steps.ts";
import { volunteersTextsKind } from "./volunteers-texts.ts";

/** Every kind's declaration, by name: the one place a kind is registered. */
export const KINDS = {
  event: eventKind,
  venues: venuesKind,
  venuesTexts: venuesTextsKind,
  scheduleTexts: scheduleTextsKind,
  organizationTexts: organizationTextsKind,
  partnersTexts: partnersTextsKind,
  accreditation: accreditationKind,
  partners: partnersKind,
  press: pressKind,
  delegations: delegationsKind,
  sports: sportsKind,
  gamesTexts: gamesTextsKind,
  countriesTexts: countriesTextsKind,
  sportsTexts: sportsTextsKind,
  leaders: leadersKind,
  commissions: commissionsKind,
  pressContacts: pressContactsKind,
  guidelines: guidelinesKind,
  offices: officesKind,
  contactTexts: contactTextsKind,
  contactDepartments: contactDepartmentsKind,
  pages: pagesKind,
  host: hostKind,
  volunteerRoles: volunteerRolesKind,
  accreditationTexts: accreditationTextsKind,
  athletesTexts: athletesTextsKind,
  volunteersTexts: volunteersTextsKind,
  volunteerBenefits: volunteerBenefitsKind,
  volunteerSteps: volunteerStepsKind,
  volunteerCalendar: volunteerCalendarKind,
  volunteerCriteria: volunteerCriteriaKind,
  athleteServices: athleteServicesKind,
  qualifications: qualificationsKind,
  village: villageKind,
  mediaTexts: mediaTextsKind,
  medallistsTexts: medallistsTextsKind,
  openDataTexts: openDataTextsKind,
} as const satisfies { [K in ContentKind]: KindDef & { kind: K } };

/** The registry for code that handles any kind alike (the back office, the import). */
export const CONTENT_TYPES: Record<ContentKind, KindDef> = KINDS;

/** What an item of the kind named `K` holds, as its field declarations say. */
export type ContentDataOf<K extends ContentKind> = KindData<(typeof KINDS)[K]>;
