// Language-neutral facts of the contact page (docs/SPEC.md section 9), written once for all six languages.

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface OpeningSlot {
  /** First and last day of a run of days with the same hours. */
  days: readonly [Weekday, Weekday];
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
}

export const OFFICES = [
  {
    key: "head",
    /** The committee sits in Pirae; the street address is not published yet. */
    location: "Pirae, Tahiti",
    hours: [
      { days: [1, 5], opens: "08:00", closes: "17:00" },
      { days: [6, 6], opens: "08:00", closes: "12:00" },
    ],
  },
  { key: "coordination", location: null, hours: [{ days: [1, 5], opens: "07:30", closes: "16:30" }] },
] as const satisfies readonly { key: string; location: string | null; hours: readonly OpeningSlot[] }[];

export type OfficeKey = (typeof OFFICES)[number]["key"];

export const RESPONSE_TIMES = [
  { key: "urgent", value: 48, unit: "hour" },
  { key: "standard", value: 5, unit: "day" },
  { key: "complex", value: 15, unit: "day" },
] as const;

export type ResponseTimeKey = (typeof RESPONSE_TIMES)[number]["key"];

/** The languages the committee answers in (docs/SPEC.md). */
export const CONTACT_LANGUAGES = ["fr", "en", "es", "ja"] as const;
export type ContactLanguage = (typeof CONTACT_LANGUAGES)[number];
