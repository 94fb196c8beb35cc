import { z } from "zod";
import type { MessageKey } from "~/platform/i18n/translator.ts";
import { EMAIL_MAX, PHONE_MAX } from "./fields.ts";

/** A rule's error as a message key, checked by the compiler; fromZodError turns it into the field's message. */
export const message = (key: MessageKey) => ({ error: key });

// Digits with the usual separators and an optional leading +; at least six digits to be dialable.
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;
const MIN_PHONE_DIGITS = 6;

export function requiredText(max: number, min = 1) {
  return z
    .string()
    .trim()
    .min(1, message("forms.errors.required"))
    .min(min, message("forms.errors.tooShort"))
    .max(max, message("forms.errors.tooLong"));
}

export const emailField = z
  .string()
  .trim()
  .min(1, message("forms.errors.required"))
  .max(EMAIL_MAX, message("forms.errors.tooLong"))
  .pipe(z.email(message("forms.errors.email")));

/** An optional field: blank becomes null, anything else must pass the given schema. */
export function optional<T extends z.ZodType<string | null>>(schema: T) {
  return z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), schema.nullable());
}

export const phoneField = optional(
  z
    .string()
    .trim()
    .max(PHONE_MAX, message("forms.errors.tooLong"))
    .regex(PHONE_CHARACTERS, message("forms.errors.phone"))
    .refine((value) => value.replace(/\D/g, "").length >= MIN_PHONE_DIGITS, message("forms.errors.phone")),
);

export function choiceField<const T extends readonly [string, ...string[]]>(keys: T) {
  return z.string().min(1, message("forms.errors.required")).pipe(z.enum(keys, message("forms.errors.choice")));
}
