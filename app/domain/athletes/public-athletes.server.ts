import { singleData, type ContentStore } from "~/domain/content/store.server.ts";
import { anyUntranslated, shown, shownList, type Shown } from "~/domain/content/localized.ts";
import type { AthleteServiceIcon } from "~/domain/content/kinds/athlete-services.ts";
import type { Locale } from "~/platform/i18n/locales.ts";

export interface AthleteServiceView {
  id: string;
  icon: AthleteServiceIcon;
  title: Shown;
  description: Shown;
  details?: Shown<string[]>;
}

export interface QualificationView {
  id: string;
  sport: Shown;
  criteria: Shown;
}

export interface VillageView {
  beds: number;
  minutesFromMainSites: number;
  restaurants: number;
  amenities?: Shown<string[]>;
}

/** The organisers' part of /athletes in the visitor's language, and whether any of it is French standing in. */
export async function athletesPage(content: ContentStore, locale: Locale) {
  const [services, qualifications, village] = await Promise.all([
    content.view("athleteServices", locale, (items) =>
      items.map(({ id, data: service }): AthleteServiceView => ({ id, icon: service.icon, title: shown(service.title, locale), description: shown(service.description, locale), details: shownList(service.details, locale) })),
    ),
    content.view("qualifications", locale, (items) =>
      items.map(({ id, data: qualification }): QualificationView => ({ id, sport: shown(qualification.sport, locale), criteria: shown(qualification.criteria, locale) })),
    ),
    content.view("village", locale, (items): VillageView => {
      // A single kind: imported at the first start and never deletable, so its item exists.
      const data = singleData(items);
      if (!data) throw new Error("the athletes' village is missing from content_items");
      const { amenities, ...figures } = data;
      return { ...figures, amenities: shownList(amenities, locale) };
    }),
  ]);
  const untranslated = anyUntranslated([
    ...services.flatMap((service) => [service.title, service.description, service.details]),
    ...qualifications.flatMap((qualification) => [qualification.sport, qualification.criteria]),
    village.amenities,
  ]);
  return { services, qualifications, village, untranslated };
}
