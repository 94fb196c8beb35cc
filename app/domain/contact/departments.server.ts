import { CONTACT_DEPARTMENTS, type ContactDepartment } from "../../../vocabulary/contact-keys.ts";
import { anyUntranslated, shown, type Shown } from "~/domain/content/localized.ts";
import type { ContentStore, KindItem } from "~/domain/content/store.server.ts";
import type { DepartmentEmails } from "~/platform/config/env.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";

/** A department as a visitor of one language reads it. */
export interface DepartmentView {
  id: ContactDepartment;
  name: Shown;
  description?: Shown;
}

const isDepartment = (id: string): id is ContactDepartment => (CONTACT_DEPARTMENTS as readonly string[]).includes(id);

/** The stored departments in list order; an id the messages cannot carry is left out. */
const departmentItems = (items: KindItem<"contactDepartments">[]) => items.flatMap(({ id, data }) => (isDepartment(id) ? [{ id, data }] : []));

/** The departments in list order, and whether any of their words fall back to French. */
export async function departmentsIn(content: ContentStore, locale: Locale) {
  const departments = await content.view("contactDepartments", locale, (items) =>
    departmentItems(items).map(({ id, data }): DepartmentView => ({ id, name: shown(data.name, locale), description: shown(data.description, locale) })),
  );
  return { departments, untranslated: anyUntranslated(departments.flatMap((department) => [department.name, department.description])) };
}

/**
 * Each department's name in one language, as the back office and the inbox's mails write it; one the
 * store does not hold (a database older than the kind) by its key, which messages carry.
 */
export async function departmentNames(content: ContentStore, locale: Locale): Promise<Record<ContactDepartment, string>> {
  const { departments } = await departmentsIn(content, locale);
  return Object.fromEntries(CONTACT_DEPARTMENTS.map((id) => [id, departments.find((department) => department.id === id)?.name.value ?? id])) as Record<ContactDepartment, string>;
}

/** The addresses the organisers gave departments for their new messages. */
export function departmentEmails(content: ContentStore): Promise<DepartmentEmails> {
  return content.view("contactDepartments", "emails", (items) => Object.fromEntries(departmentItems(items).flatMap(({ id, data }) => (data.email ? [[id, data.email]] : []))));
}
