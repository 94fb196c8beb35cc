import { z } from "zod";
import { PARTNERSHIP_CATEGORIES } from "../../../vocabulary/contact-keys.ts";
import { emailField, message, optional, phoneField, requiredText } from "~/platform/forms/form-validation.ts";
import { PARTNERSHIP_LIMITS } from "./partnership-fields.ts";

export const partnershipSchema = z.object({
  company: requiredText(PARTNERSHIP_LIMITS.company),
  contact: requiredText(PARTNERSHIP_LIMITS.contact),
  email: emailField,
  phone: phoneField,
  category: optional(z.enum(PARTNERSHIP_CATEGORIES, message("forms.errors.choice"))),
  message: optional(z.string().trim().max(PARTNERSHIP_LIMITS.message, message("forms.errors.tooLong"))),
});

/** A tier card may link to the form with its category chosen (/partners?category=sponsor). */
export const partnershipPreselection = z.object({
  category: z.enum(PARTNERSHIP_CATEGORIES).optional().catch(undefined),
});
