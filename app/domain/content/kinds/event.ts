import type { KindData, KindDef } from "./kind.ts";

/**
 * The Games' facts that several pages show (issue 21, one source of truth): the dates, the opening the
 * home page counts down to, the announced numbers of athletes and volunteers and the volunteer
 * programme's dates, when accreditations are confirmed, and how to reach the committee. The numbers of delegations and sports are not here: they are counted from their
 * lists, so a page cannot say a number the list contradicts.
 */
export const eventKind = {
  kind: "event",
  single: true,
  titleField: "startDate",
  pages: ["/", "/games", "/athletes", "/volunteers", "/accreditation", "/contact"],
  fields: [
    /** First and last day of the Games, Tahiti calendar days. */
    { name: "startDate", type: "date", required: true },
    { name: "endDate", type: "date", required: true, notBefore: "startDate" },
    /** The opening ceremony, Tahiti wall-clock time ("2027-08-01T19:00"). */
    { name: "openingAt", type: "datetime", required: true },
    /** The organisers' announced figures. */
    { name: "athletes", type: "integer", min: 1, max: 100_000, required: true },
    { name: "volunteers", type: "integer", min: 1, max: 100_000, required: true },
    /** The volunteer programme ('A Ti'aturu): when registration opened, the commitment and the mobilisation. */
    { name: "volunteerRegistrationOpens", type: "date", required: true },
    { name: "volunteerCommitmentDays", type: "integer", min: 1, max: 365, required: true },
    /** The programme's minimum age, said by every role and by the selection criteria. */
    { name: "volunteerMinAge", type: "integer", min: 1, max: 99, required: true },
    { name: "mobilisationStart", type: "date", required: true },
    { name: "mobilisationEnd", type: "date", required: true, notBefore: "mobilisationStart" },
    /** When accreditations are confirmed, for every type (the media and accreditation pages). */
    { name: "accreditationConfirmation", type: "date", required: true },
    /** The committee's public address: the footer, the contact pages, the legal texts' {{email}}, the gate. */
    { name: "contactEmail", type: "email", required: true },
    /** The Games' accounts, each shown (footer, home, contact, search engines) once an organiser gives it. */
    { name: "facebook", type: "url" },
    { name: "instagram", type: "url" },
    { name: "twitter", type: "url" },
    { name: "youtube", type: "url" },
  ],
} as const satisfies KindDef;

export type EventData = KindData<typeof eventKind>;
