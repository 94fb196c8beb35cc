import type { Db } from "../../../db/client.ts";
import { partnershipRequests } from "../../../db/schema/contact.ts";
import type { Locale } from "~/features/i18n/locales.ts";
import type { Limiter } from "~/features/server/rate-limits.server.ts";
import type { FormResult } from "~/features/contact/form-types.ts";
import { handleSubmission } from "~/features/contact/submission.server.ts";
import { PARTNERSHIP_FIELDS, type PartnershipField } from "./partnership-fields.ts";
import { partnershipSchema } from "./partnership-schema.ts";

/** Validates a become-a-partner post and stores the request. */
export function submitPartnership(formData: FormData, { db, ip, locale, limiter }: { db: Db; ip: string; locale: Locale; limiter: Limiter }): Promise<FormResult<PartnershipField>> {
  return handleSubmission({
    form: "partnership",
    formData,
    fields: PARTNERSHIP_FIELDS,
    schema: partnershipSchema,
    ip,
    limiter,
    store: async (input) => {
      await db.insert(partnershipRequests).values({ ...input, language: locale, ip });
    },
  });
}
