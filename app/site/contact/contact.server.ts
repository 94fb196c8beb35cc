import type { Db } from "../../../db/client.ts";
import { contactMessages } from "../../../db/schema/contact.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { Limiter } from "~/platform/http/rate-limits.server.ts";
import { CONTACT_FIELDS } from "./contact-fields.ts";
import { contactSchema } from "./contact-schema.ts";
import { handleSubmission } from "~/domain/messages/submission.server.ts";

/** Validates a contact form post, stores the message and answers the post. */
export function submitContact(formData: FormData, { db, ip, locale, limiter }: { db: Db; ip: string; locale: Locale; limiter: Limiter }) {
  return handleSubmission({
    form: "contact",
    formData,
    fields: CONTACT_FIELDS,
    schema: contactSchema,
    ip,
    limiter,
    store: async (input) => {
      await db.insert(contactMessages).values({ ...input, language: locale, ip });
    },
  });
}
