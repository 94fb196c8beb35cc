// Language-independent accreditation facts (docs/SPEC.md sections 2, 4 and 9), kept in one place so the
// organisers can correct a date or a status without touching the six translations.
export type AccreditationTypeId = "media" | "officials" | "vip" | "staff";
export type AccreditationStatus = "open" | "invitation";
export type AccreditationFormId = "media" | "officials" | "volunteers";

export const ACCREDITATION_TYPES: readonly { id: AccreditationTypeId; deadline: string; status: AccreditationStatus }[] = [
  { id: "media", deadline: "2027-04-30", status: "open" },
  { id: "officials", deadline: "2027-03-15", status: "open" },
  // docs/SPEC.md names VIP & Invités as the category that is not applied for: guests are invited.
  { id: "vip", deadline: "2027-06-01", status: "invitation" },
  { id: "staff", deadline: "2027-05-01", status: "open" },
];

export const ACCREDITATION_DATES = {
  requestsOpen: "2027-01-01",
  deadline: "2027-06-01",
  confirmation: "2027-06-15",
} as const;

/** The PDF forms docs/SPEC.md lists; none is published yet, so each is shown as not yet available. */
export const ACCREDITATION_FORMS: readonly AccreditationFormId[] = ["media", "officials", "volunteers"];

/** Requests go through the contact form, which preselects this subject. */
export const ACCREDITATION_APPLY_PATH = "/contact?subject=accreditation";
