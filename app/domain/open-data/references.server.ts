import type { LocalizedValue } from "~/domain/content/fields.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import type { KnownValues } from "./filters.ts";
import type { NameBook } from "./rows.ts";

const namesById = (items: readonly { id: string; data: unknown }[]) => new Map(items.map(({ id, data }) => [id, (data as { name: LocalizedValue }).name]));

/**
 * The sports, venues and delegations the content holds: their names for the rows, their ids for the
 * filters. Kept by the content store until they change.
 */
export async function references(content: ContentStore): Promise<{ book: NameBook; known: KnownValues }> {
  const [sports, venues, delegations] = await Promise.all([content.items("sports"), content.items("venues"), content.items("delegations")]);
  return {
    book: { sports: namesById(sports), venues: namesById(venues), delegations: namesById(delegations) },
    known: { sports: sports.map((item) => item.id), venues: venues.map((item) => item.id), delegations: delegations.map((item) => item.id) },
  };
}
