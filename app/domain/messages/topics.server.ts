import { contactContent } from "~/content/contact/index.server.ts";
import { partnersContent } from "~/content/partners/index.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { InboxMessage } from "./inbox.server.ts";

/** The contact and partners pages' own words for subjects, departments and categories, in a language. */
export function topicNames(locale: Locale) {
  const { subjects, departments } = contactContent[locale];
  return {
    subjects,
    departments: Object.fromEntries(Object.entries(departments).map(([key, department]) => [key, department.name])) as Record<keyof typeof departments, string>,
    categories: partnersContent[locale].categories,
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
