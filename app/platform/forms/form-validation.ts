import { z } from "zod";
import { EMAIL_MAX, FIELD_ERROR_CODES, PHONE_MAX, type FieldErrorCode, type FieldErrors } from "./form-types.ts";

// Digits with the usual separators and an optional leading +; at least six digits to be dialable.
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;
const MIN_PHONE_DIGITS = 6;

export function requiredText(max: number, min = 1) {
  return z
    .string()
    .trim()
    .min(1, { error: "required" })
    .min(min, { error: "tooShort" })
    .max(max, { error: "tooLong" });
}

export const emailField = z
  .string()
  .trim()
  .min(1, { error: "required" })
  .max(EMAIL_MAX, { error: "tooLong" })
  .pipe(z.email({ error: "email" }));

/** An optional field: blank becomes null, anything else must pass the given schema. */
export function optional<T extends z.ZodType<string | null>>(schema: T) {
  return z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), schema.nullable());
}

export const phoneField = optional(
  z
    .string()
    .trim()
    .max(PHONE_MAX, { error: "tooLong" })
    .regex(PHONE_CHARACTERS, { error: "phone" })
    .refine((value) => value.replace(/\D/g, "").length >= MIN_PHONE_DIGITS, { error: "phone" }),
);

export function choiceField<const T extends readonly [string, ...string[]]>(keys: T) {
  return z.string().min(1, { error: "required" }).pipe(z.enum(keys, { error: "choice" }));
}

/** The submitted text of each field, missing ones as "", so a failed form can be shown again as typed. */
export function readFields<F extends string>(formData: FormData, fields: readonly F[]): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const field of fields) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The first problem of each field, the one the visitor should fix first. */
export function firstErrors<F extends string>(error: z.ZodError): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as F;
    if (errors[field]) continue;
    const code = (FIELD_ERROR_CODES as readonly string[]).includes(issue.message) ? (issue.message as FieldErrorCode) : "required";
    if (code === "tooShort" && issue.code === "too_small") errors[field] = { code, limit: Number(issue.minimum) };
    else if (code === "tooLong" && issue.code === "too_big") errors[field] = { code, limit: Number(issue.maximum) };
    else errors[field] = { code };
  }
  return errors;
}
