// What the accreditation page's structure depends on (docs/SPEC.md sections 2, 4 and 9). The types, their
// dates and statuses are the organisers' content (the `accreditation` kind, issue 21).
export type AccreditationFormId = "media" | "officials" | "volunteers";

/** The PDF forms docs/SPEC.md lists; none is published yet, so each is shown as not yet available. */
export const ACCREDITATION_FORMS: readonly AccreditationFormId[] = ["media", "officials", "volunteers"];

/** Requests go through the contact form, which preselects this subject. */
export const ACCREDITATION_APPLY_PATH = "/contact?subject=accreditation";
