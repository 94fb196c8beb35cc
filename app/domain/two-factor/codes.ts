import { z } from "zod";
import { message } from "~/platform/forms/form-validation.ts";

// Errors are keys of `twoFactor.errors`, translated where they are shown.

/** What an authenticator app shows: six digits, often read out with a space in the middle. */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, message("twoFactor.errors.codeFormat")));

/**
 * A recovery code as Better Auth makes them: ten letters and digits shown as "abcde-12345". Letters
 * keep their case (the codes are case-sensitive); spaces are dropped and the dash is put back if left out.
 */
export const recoveryCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, ""))
  .transform((value) => (/^[A-Za-z0-9]{10}$/.test(value) ? `${value.slice(0, 5)}-${value.slice(5)}` : value))
  .pipe(z.string().regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, message("twoFactor.errors.recoveryFormat")));

export const passwordSchema = z.string().min(1, message("twoFactor.errors.passwordRequired")).max(1024, message("twoFactor.errors.wrongPassword"));

export type CodeMethod = "totp" | "recovery";

export function codeMethod(value: unknown): CodeMethod {
  return value === "recovery" ? "recovery" : "totp";
}
