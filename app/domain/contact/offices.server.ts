import type { ContentStore, KindItem } from "~/domain/content/store.server.ts";
import { anyUntranslated, shown, type Shown } from "~/domain/content/localized.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import { parseOpeningHours, type OpeningSlot } from "./opening-hours.ts";

/** An office as a visitor of one language reads it; its hours are written in words by the page. */
export interface OfficeView {
  id: string;
  name: Shown;
  location?: string;
  address?: string;
  hours: OpeningSlot[];
}

function officeViews(items: KindItem<"offices">[], locale: Locale): OfficeView[] {
  return items.map(({ id, data: office }) => {
    // Every save checked the syntax (the kind's check); a row that would not parse shows no hours rather than failing the page.
    return { id, name: shown(office.name, locale), location: office.location, address: office.address, hours: parseOpeningHours(office.hours) ?? [] };
  });
}

/** The committee's offices in list order, and whether any of their words fall back to French. */
export async function officesIn(content: ContentStore, locale: Locale) {
  const offices = await content.view("offices", locale, (items) => officeViews(items, locale));
  return { offices, untranslated: anyUntranslated(offices.map((office) => office.name)) };
}
