import { z } from "zod";
import { CONTACT_DEPARTMENTS, CONTACT_SUBJECTS } from "../../../vocabulary/contact-keys.ts";
import { CONTACT_LIMITS } from "./contact-fields.ts";
import { choiceField, emailField, message, optional, phoneField, requiredText } from "~/platform/forms/form-validation.ts";

export const contactSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: emailField,
  phone: phoneField,
  subject: choiceField(CONTACT_SUBJECTS),
  department: optional(z.enum(CONTACT_DEPARTMENTS, message("forms.errors.choice"))),
  message: requiredText(CONTACT_LIMITS.messageMax, CONTACT_LIMITS.messageMin),
});

/** The subject a link may preselect (/contact?subject=media); an unknown key is ignored. */
export const contactPreselection = z.object({
  subject: z.enum(CONTACT_SUBJECTS).optional().catch(undefined),
});
