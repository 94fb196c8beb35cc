import { delegationsOf, type Delegations } from "~/domain/delegations/public-delegations.server.ts";
import { sportsOf, type Sports } from "~/domain/sports/public-sports.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import { initialItems } from "~/domain/content/initial-content.server.ts";
import type { LocalizedValue } from "~/domain/content/fields.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import type { ContentKind } from "../../vocabulary/content-keys.ts";

/** The venues a new site starts with (db/seed-content), numbered as the page numbers them. */
export const INITIAL_VENUES = initialItems("venues").map((item, index) => ({ id: item.id, number: index + 1, ...item.data }));

export const initialVenuesOn = (island: string) => INITIAL_VENUES.filter((venue) => venue.island === island);

/** The Games' facts a new site starts with. */
export const INITIAL_EVENT = initialItems("event")[0]!.data;

/** The delegations a new site starts with, by code. */
export const INITIAL_DELEGATIONS = initialItems("delegations").map((item) => ({ code: item.id, ...item.data }));

/** The delegations a new site starts with, as a language's pages read them. */
export const initialDelegations = (locale: Locale): Delegations => delegationsOf(initialItems("delegations"), locale);

/** The sports a new site starts with, by slug. */
export const INITIAL_SPORTS = initialItems("sports").map((item) => ({ slug: item.id, ...item.data }));

/** The sports a new site starts with, as a language's pages read them. */
export const initialSports = (locale: Locale): Sports => sportsOf(initialItems("sports"), locale);

/** A page's own words on a new site, as a visitor of one language reads them (the French where a translation is missing). */
export function initialPageTexts(kind: ContentKind, locale: Locale): Record<string, string> {
  const data = initialItems(kind)[0]!.data as Record<string, LocalizedValue>;
  return Object.fromEntries(Object.entries(data).map(([name, value]) => [name, value[locale] || value.fr]));
}

/** The content a new site starts with, as the pages' store hands it, without a database. */
export function initialContentStore(): ContentStore {
  const items = <K extends ContentKind>(kind: K) => initialItems(kind).map((item, position) => ({ ...item, position, version: 1, updatedAt: new Date(0) }));
  return { items: async (kind) => items(kind), view: async (kind, _key, build) => build(items(kind)), preload: async () => undefined };
}

/** The items of the initial content that have a page of their own, for indexedPages. */
export const INITIAL_ITEM_PAGES = {
  delegations: INITIAL_DELEGATIONS.map(({ code }) => code),
  sports: INITIAL_SPORTS.map(({ slug }) => slug),
  venues: INITIAL_VENUES.map(({ id }) => id),
};
