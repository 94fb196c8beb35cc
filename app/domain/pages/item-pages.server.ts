import type { ContentStore } from "~/domain/content/store.server.ts";
import { delegationsIn, type Delegations } from "~/domain/delegations/public-delegations.server.ts";
import { sportsIn } from "~/domain/sports/public-sports.server.ts";
import { venuesIn } from "~/domain/venues/public-venues.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { ItemPages } from "./public-pages.ts";

/** The delegations of a language, and every item with a page of its own (indexedPages). */
export async function itemPagesIn(content: ContentStore, locale: Locale): Promise<{ delegations: Delegations; items: ItemPages }> {
  const [delegations, sports, venues] = await Promise.all([delegationsIn(content, locale), sportsIn(content, locale), venuesIn(content, locale)]);
  return { delegations, items: { delegations: delegations.byCode.keys(), sports: sports.bySlug.keys(), venues: venues.map((venue) => venue.id) } };
}
