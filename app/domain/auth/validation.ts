import { z } from "zod";
import type { Messages } from "~/locales/fr.ts";

/** Error messages are keys of `auth.errors`, translated where they are shown. */
export type AuthErrorKey = keyof Messages["auth"]["errors"];
const message = (key: AuthErrorKey) => ({ error: key });

const email = z.string().trim().toLowerCase().pipe(z.email(message("invalidEmail")));

export const loginSchema = z.object({
  email,
  password: z.string().min(6, message("passwordMin6")),
});

const strongPassword = z
  .string()
  .min(8, message("passwordMin8"))
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, message("passwordComplexity"));

const confirmed = <T extends { password: string; confirmPassword: string }>(form: T) => form.password === form.confirmPassword;

export const signupSchema = z
  .object({ email, password: strongPassword, confirmPassword: z.string() })
  .refine(confirmed, { ...message("passwordsDontMatch"), path: ["confirmPassword"] });

/** A new password after a reset follows the sign-up rules. */
export const resetSchema = z
  .object({ token: z.string().min(1, message("validation")), password: strongPassword, confirmPassword: z.string() })
  .refine(confirmed, { ...message("passwordsDontMatch"), path: ["confirmPassword"] });

export const emailOnlySchema = z.object({ email });

/** The first failing rule, as docs/SPEC.md shows one message at a time, and the field it belongs to. */
export function firstIssue(failure: z.ZodError): { error: AuthErrorKey; field: string } {
  const issue = failure.issues[0];
  const error = (issue?.message ?? "validation") as AuthErrorKey;
  return { error, field: String(issue?.path[0] ?? "") };
}
