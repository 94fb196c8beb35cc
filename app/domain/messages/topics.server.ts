import { CONTACT_SUBJECTS, PARTNERSHIP_CATEGORIES, type ContactSubject, type PartnershipCategory } from "../../../vocabulary/contact-keys.ts";
import { departmentNames } from "~/domain/contact/departments.server.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { InboxMessage } from "./inbox.server.ts";

// A partnership category's name is the interface's (the partners form's choices), in the locale messages.
function partnershipCategoryNames(locale: Locale) {
  const { t } = translatorFor(locale);
  return Object.fromEntries(PARTNERSHIP_CATEGORIES.map((key) => [key, t(`partners.categories.${key}`)])) as Record<PartnershipCategory, string>;
}

/** A contact subject's name in a language: the contact form's choice. */
export function subjectName(subject: ContactSubject, locale: Locale): string {
  return translatorFor(locale).t(`contact.subjects.${subject}`);
}

/** The names of subjects, departments (the organisers', from the store) and categories, in a language. */
export async function topicNames(content: ContentStore, locale: Locale) {
  return {
    subjects: Object.fromEntries(CONTACT_SUBJECTS.map((subject) => [subject, subjectName(subject, locale)])) as Record<ContactSubject, string>,
    departments: await departmentNames(content, locale),
    categories: partnershipCategoryNames(locale),
  };
}

export type TopicNames = Awaited<ReturnType<typeof topicNames>>;

/** The words for one message's subject, department and category (null where it has none). */
export function topicLabels(message: Pick<InboxMessage, "subject" | "department" | "category">, names: TopicNames) {
  return {
    subject: message.subject && names.subjects[message.subject],
    department: message.department && names.departments[message.department],
    category: message.category && names.categories[message.category],
  };
}
