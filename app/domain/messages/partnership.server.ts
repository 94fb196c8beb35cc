import type { Database } from "../../../db/client.ts";
import { partnershipRequests } from "../../../db/schema/contact.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { Limiter } from "~/platform/http/rate-limits.server.ts";
import type { InboxJobs } from "./inbox-jobs.server.ts";
import { handleSubmission } from "~/domain/messages/submission.server.ts";
import { PARTNERSHIP_FIELDS } from "./partnership-fields.ts";
import { partnershipSchema } from "./partnership-schema.ts";

/** Validates a become-a-partner post, stores the request (its mails due at once, as a contact message's) and answers the post. */
export function submitPartnership(formData: FormData, { database, ip, locale, limiter, inbox }: { database: Database; ip: string; locale: Locale; limiter: Limiter; inbox: Pick<InboxJobs, "messageStored"> }) {
  return handleSubmission({
    form: "partnership",
    formData,
    fields: PARTNERSHIP_FIELDS,
    schema: partnershipSchema,
    ip,
    limiter,
    database,
    store: async (input) => {
      await database.db.insert(partnershipRequests).values({ ...input, language: locale, ip, mailDueAt: new Date() });
      inbox.messageStored();
    },
  });
}
