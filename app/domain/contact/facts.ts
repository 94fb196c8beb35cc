// Language-neutral facts of the contact page (docs/SPEC.md section 9), written once for all six languages.

export const RESPONSE_TIMES = [
  { key: "urgent", value: 48, unit: "hour" },
  { key: "standard", value: 5, unit: "day" },
  { key: "complex", value: 15, unit: "day" },
] as const;

export type ResponseTimeKey = (typeof RESPONSE_TIMES)[number]["key"];

/** The languages the committee answers in (docs/SPEC.md). */
export const CONTACT_LANGUAGES = ["fr", "en", "es", "ja"] as const;
export type ContactLanguage = (typeof CONTACT_LANGUAGES)[number];
