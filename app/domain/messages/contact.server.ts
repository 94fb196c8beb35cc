import type { Database } from "../../../db/client.ts";
import { contactMessages } from "../../../db/schema/contact.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { Limiter } from "~/platform/http/rate-limits.server.ts";
import type { InboxJobs } from "./inbox-jobs.server.ts";
import { CONTACT_FIELDS } from "./contact-fields.ts";
import { contactSchema } from "./contact-schema.ts";
import { handleSubmission } from "~/domain/messages/submission.server.ts";

/**
 * Validates a contact form post, stores the message and answers the post. The message is stored
 * first, its mails due at once: they go out after the answer, and a mail server that fails delays
 * them (retried from the database), never the visitor.
 */
export function submitContact(formData: FormData, { database, ip, locale, limiter, inbox }: { database: Database; ip: string; locale: Locale; limiter: Limiter; inbox: Pick<InboxJobs, "messageStored"> }) {
  return handleSubmission({
    form: "contact",
    formData,
    fields: CONTACT_FIELDS,
    schema: contactSchema,
    ip,
    limiter,
    database,
    store: async (input) => {
      await database.db.insert(contactMessages).values({ ...input, language: locale, ip, mailDueAt: new Date() });
      inbox.messageStored();
    },
  });
}
