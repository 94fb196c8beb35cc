import { z } from "zod";
import { DELEGATION_CODES } from "~/content/delegations.ts";
import { SPORT_SLUGS } from "~/content/sports.ts";
import { type NewSportsResultRow } from "../../../db/schema/results.ts";
import { MEDALS } from "../../../db/schema/results-keys.ts";

export const RESULT_FIELDS = ["sport", "event", "athlete", "country", "result", "medal", "date"] as const;
export type ResultField = (typeof RESULT_FIELDS)[number];

/** What the form's medal select sends: "none" instead of an empty value (docs/SPEC.md section 5). */
export const MEDAL_CHOICES = ["none", ...MEDALS] as const;

export const TEXT_MAX = 100;

/** The codes a field error can carry; each has its message in the adminResults.errors locale block. */
export const RESULT_ERRORS = ["required", "tooLong", "choice", "dateFormat", "dateInvalid"] as const;
export type ResultError = (typeof RESULT_ERRORS)[number];

const text = z.string().trim().min(1, { error: "required" }).max(TEXT_MAX, { error: "tooLong" });

function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.string().min(1, { error: "required" }).pipe(z.enum(values, { error: "choice" }));
}

/** True when a YYYY-MM-DD string names a day of the calendar (no 2027-02-30, no month 13). */
export function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const resultSchema = z.object({
  sport: choice(SPORT_SLUGS),
  event: text,
  athlete: text,
  country: choice(DELEGATION_CODES),
  result: text,
  medal: z.enum(MEDAL_CHOICES, { error: "choice" }).transform((medal) => (medal === "none" ? null : medal)),
  date: z
    .string()
    .trim()
    .min(1, { error: "required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "dateFormat" })
    .refine(isCalendarDate, { error: "dateInvalid" }),
});

export type ResultValues = Record<ResultField, string>;
export type ResultErrors = Partial<Record<ResultField, ResultError>>;

export type ParsedResult =
  | { ok: true; row: Pick<NewSportsResultRow, ResultField> }
  | { ok: false; values: ResultValues; errors: ResultErrors };

/** The form's submitted text, each field as typed ("" when missing), to show a refused form again. */
export function readResultForm(formData: FormData): ResultValues {
  const values = {} as ResultValues;
  for (const field of RESULT_FIELDS) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The row to store, or the first problem of each field. */
export function parseResult(values: ResultValues): ParsedResult {
  const parsed = resultSchema.safeParse(values);
  if (parsed.success) return { ok: true, row: parsed.data };
  const errors: ResultErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ResultField;
    if (errors[field]) continue;
    errors[field] = (RESULT_ERRORS as readonly string[]).includes(issue.message) ? (issue.message as ResultError) : "choice";
  }
  return { ok: false, values, errors };
}

/** Today in Tahiti as YYYY-MM-DD, whatever the server's clock zone: the default competition date. */
export function todayInTahiti(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Tahiti" }).format(now);
}
