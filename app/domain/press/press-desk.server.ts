import type { ContentStore, KindItem } from "~/domain/content/store.server.ts";
import { anyUntranslated, shown, shownList, type Shown } from "~/domain/content/localized.ts";
import type { GuidelineIcon } from "~/domain/content/kinds/guidelines.ts";
import type { Locale } from "~/platform/i18n/locales.ts";

/** A press contact as a visitor of one language reads it. */
export interface PressContactView {
  id: string;
  name: Shown;
  description?: Shown;
  email?: string;
  phone?: string;
}

/** A block of coverage rules as a visitor of one language reads it. */
export interface GuidelineView {
  id: string;
  title: Shown;
  icon: GuidelineIcon;
  rules?: Shown<string[]>;
}

function contactViews(items: KindItem<"pressContacts">[], locale: Locale): PressContactView[] {
  return items.map(({ id, data: contact }) => {
    return { id, name: shown(contact.name, locale), description: shown(contact.description, locale), email: contact.email, phone: contact.phone };
  });
}

function guidelineViews(items: KindItem<"guidelines">[], locale: Locale): GuidelineView[] {
  return items.map(({ id, data: guideline }) => {
    return { id, title: shown(guideline.title, locale), icon: guideline.icon, rules: shownList(guideline.rules, locale) };
  });
}

/** The media page's coverage rules and press contacts, and whether any of their words fall back to French. */
export async function pressDesk(content: ContentStore, locale: Locale) {
  const [contacts, guidelines] = await Promise.all([
    content.view("pressContacts", locale, (items) => contactViews(items, locale)),
    content.view("guidelines", locale, (items) => guidelineViews(items, locale)),
  ]);
  const words = [...contacts.flatMap((contact) => [contact.name, contact.description]), ...guidelines.flatMap((guideline) => [guideline.title, guideline.rules])];
  return { contacts, guidelines, untranslated: anyUntranslated(words) };
}
