import { z } from "zod";
import { type NewSportsResultRow } from "../../../db/schema/results.ts";
import { MEDALS } from "../../../vocabulary/results-keys.ts";
import type { FormFailure, FormResult } from "~/platform/forms/form-result.ts";
import { fromZodError } from "~/platform/forms/form-result.server.ts";
import { message } from "~/platform/forms/form-validation.ts";
import { isCalendarDate } from "~/platform/i18n/calendar-date.ts";
import { toTahitiDay } from "../../../vocabulary/tahiti-time.ts";

export const RESULT_FIELDS = ["sport", "event", "athlete", "country", "result", "medal", "date"] as const;
export type ResultField = (typeof RESULT_FIELDS)[number];

/** What the form's medal select sends: "none" instead of an empty value (docs/SPEC.md section 5). */
export const MEDAL_CHOICES = ["none", ...MEDALS] as const;

export const TEXT_MAX = 100;

// Messages are keys of the adminResults.errors block: the page shows them in the editor's language.
const REQUIRED = message("adminResults.errors.required");
const CHOICE = message("adminResults.errors.choice");

const text = z.string().trim().min(1, REQUIRED).max(TEXT_MAX, message("adminResults.errors.tooLong"));



/** The result form's checks: a result names one of the delegations' `codes` and of the sports' `slugs`. */
const resultSchema = (codes: readonly string[], slugs: readonly string[]) => z.object({
  sport: z.string().min(1, REQUIRED).refine((slug) => slugs.includes(slug), CHOICE),
  event: text,
  athlete: text,
  country: z.string().min(1, REQUIRED).refine((code) => codes.includes(code), CHOICE),
  result: text,
  medal: z.enum(MEDAL_CHOICES, CHOICE).transform((medal) => (medal === "none" ? null : medal)),
  date: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .regex(/^\d{4}-\d{2}-\d{2}$/, message("adminResults.errors.dateFormat"))
    .refine(isCalendarDate, message("adminResults.errors.dateInvalid")),
});

export type ResultValues = Record<ResultField, string>;

/** What the result form's post answers: the values come back with a refusal, a success says created or updated. */
export type ResultFormResult = FormResult<ResultField>;

export type ParsedResult = { ok: true; row: Pick<NewSportsResultRow, ResultField> } | FormFailure<ResultField>;

/** The form's submitted text, each field as typed ("" when missing), to show a refused form again. */
export function readResultForm(formData: FormData): ResultValues {
  const values = {} as ResultValues;
  for (const field of RESULT_FIELDS) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The row to store, or the first problem of each field with the values as typed. */
export function parseResult(values: ResultValues, codes: readonly string[], slugs: readonly string[]): ParsedResult {
  const parsed = resultSchema(codes, slugs).safeParse(values);
  if (parsed.success) return { ok: true, row: parsed.data };
  return fromZodError(parsed.error, values, "adminResults.errors.choice");
}

/** Today in Tahiti as YYYY-MM-DD, whatever the server's clock zone: the default competition date. */
export function todayInTahiti(now: Date = new Date()): string {
  return toTahitiDay(now);
}
