import type { ContentStore } from "~/domain/content/store.server.ts";
import type { ContentDataOf } from "~/domain/content/kinds/index.ts";
import { shown, type Shown } from "~/domain/content/localized.ts";
import type { ParaStatus, SportStatus } from "~/domain/content/kinds/sports.ts";
import { INTL_TAGS, type Locale } from "~/platform/i18n/locales.ts";

/** A sport as a visitor of one language reads it. */
export interface SportView {
  /** Its item id: what results store and its pictogram is named after. */
  slug: string;
  name: Shown;
  description?: Shown;
  status: SportStatus;
  para?: ParaStatus;
  /** Its venues' ids, as the organisers listed them. */
  venues: string[];
  /** A combat sport: an event's two semi-final losers both take bronze. */
  twoBronzes: boolean;
}

/** The sports of one language: in the organisers' order, and by slug. */
export interface Sports {
  list: SportView[];
  bySlug: ReadonlyMap<string, SportView>;
}

/** What a language's pages read of the sports' items. */
export function sportsOf(items: readonly { id: string; data: ContentDataOf<"sports"> }[], locale: Locale): Sports {
  const list = items.map(({ id, data: sport }) => ({ slug: id, name: shown(sport.name, locale), description: shown(sport.description, locale), status: sport.status, para: sport.para, venues: sport.venues ?? [], twoBronzes: sport.twoBronzes === true }));
  return { list, bySlug: new Map(list.map((sport) => [sport.slug, sport])) };
}

/** The sports in one language, kept until they change. */
export function sportsIn(content: ContentStore, locale: Locale): Promise<Sports> {
  return content.view("sports", locale, (items) => sportsOf(items, locale));
}

/** A stored sport slug's name; a slug outside the programme is shown as stored. */
export function sportName(sports: Sports, slug: string): string {
  return sports.bySlug.get(slug)?.name.value ?? slug;
}

/** The sports as choices, named and sorted in the language. */
export function sportChoices(sports: Sports, locale: Locale): { value: string; label: string }[] {
  const collator = new Intl.Collator(INTL_TAGS[locale]);
  return sports.list.map(({ slug, name }) => ({ value: slug, label: name.value })).sort((a, b) => collator.compare(a.label, b.label));
}

/** The sports held at each venue, by venue id, in the order of the sports page. */
export function sportsByVenue(sports: Sports): Record<string, { slug: string; name: Shown }[]> {
  const held: Record<string, { slug: string; name: Shown }[]> = {};
  for (const { slug, name, venues } of sports.list) for (const venue of venues) (held[venue] ??= []).push({ slug, name });
  return held;
}
