import { contactContent } from "~/content/contact/index.server.ts";
import { PARTNERSHIP_CATEGORIES, type PartnershipCategory } from "../../../db/schema/contact-keys.ts";
import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { InboxMessage } from "./inbox.server.ts";

// A partnership category's name is the interface's (the partners form's choices), in the locale messages.
function partnershipCategoryNames(locale: Locale) {
  const { t } = translatorFor(locale);
  return Object.fromEntries(PARTNERSHIP_CATEGORIES.map((key) => [key, t(`partners.categories.${key}`)])) as Record<PartnershipCategory, string>;
}

/** The contact and partners pages' own words for subjects, departments and categories, in a language. */
export function topicNames(locale: Locale) {
  const { subjects, departments } = contactContent[locale];
  return {
    subjects,
    departments: Object.fromEntries(Object.entries(departments).map(([key, department]) => [key, department.name])) as Record<keyof typeof departments, string>,
    categories: partnershipCategoryNames(locale),
  };
}

export type TopicNames = ReturnType<typeof topicNames>;

/** The words for one message's subject, department and category (null where it has none). */
export function topicLabels(message: Pick<InboxMessage, "subject" | "department" | "category">, locale: Locale) {
  const names = topicNames(locale);
  return {
    subject: message.subject && names.subjects[message.subject],
    department: message.department && names.departments[message.department],
    category: message.category && names.categories[message.category],
  };
}
