import { z } from "zod";
import { message } from "~/platform/forms/form-validation.ts";

// Errors are keys of `auth.errors`, translated where they are shown.

const email = z.string().trim().toLowerCase().pipe(z.email(message("auth.errors.invalidEmail")));

export const loginSchema = z.object({
  email,
  password: z.string().min(6, message("auth.errors.passwordMin6")),
});

const strongPassword = z
  .string()
  .min(8, message("auth.errors.passwordMin8"))
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, message("auth.errors.passwordComplexity"));

const confirmed = <T extends { password: string; confirmPassword: string }>(form: T) => form.password === form.confirmPassword;

export const signupSchema = z
  .object({ email, password: strongPassword, confirmPassword: z.string() })
  .refine(confirmed, { ...message("auth.errors.passwordsDontMatch"), path: ["confirmPassword"] });

/** A new password after a reset follows the sign-up rules. */
export const resetSchema = z
  .object({ token: z.string().min(1, message("auth.errors.validation")), password: strongPassword, confirmPassword: z.string() })
  .refine(confirmed, { ...message("auth.errors.passwordsDontMatch"), path: ["confirmPassword"] });

export const emailOnlySchema = z.object({ email });
