/**
 * A visitor's favourites (issue 22, point 8): the sports and delegations they follow, kept in their
 * browser only, no account. Pages mark what each item concerns with tokens (`sport:athletics
 * delegation:FIJ`), the same for every visitor, and the browser keeps the items that name a favourite.
 */

export const FAVOURITE_KINDS = ["sport", "delegation"] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

export interface Favourites {
  sport: readonly string[];
  delegation: readonly string[];
}

export const NO_FAVOURITES: Favourites = { sport: [], delegation: [] };

/** A sport's slug or a delegation's code: what a token may hold, and all a stored list may hold. */
const ID = /^[A-Za-z0-9-]{1,40}$/;
/** More would be a list written by something else than the site: its own are a few dozen at most. */
const MOST = 200;

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((id): id is string => typeof id === "string" && ID.test(id)))].slice(0, MOST) : [];

/** The favourites as stored (JSON), or none for anything else: a visitor's storage is not to be trusted. */
export function parseFavourites(stored: string | null): Favourites {
  if (!stored) return NO_FAVOURITES;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== "object" || value === null) return NO_FAVOURITES;
    const record = value as Record<string, unknown>;
    return { sport: ids(record.sport), delegation: ids(record.delegation) };
  } catch {
    return NO_FAVOURITES;
  }
}

export function isFavourite(favourites: Favourites, kind: FavouriteKind, id: string): boolean {
  return favourites[kind].includes(id);
}

/** The favourites with one item starred or unstarred. */
export function withFavourite(favourites: Favourites, kind: FavouriteKind, id: string, starred: boolean): Favourites {
  const others = favourites[kind].filter((one) => one !== id);
  return { ...favourites, [kind]: starred && ID.test(id) ? [...others, id] : others };
}

export const hasFavourites = (favourites: Favourites) => favourites.sport.length + favourites.delegation.length > 0;

/** What an item of a page concerns, as the browser matches it: `sport:vaa delegation:TAH delegation:FIJ`. */
export function favouriteTokens({ sport, delegations = [] }: { sport?: string; delegations?: readonly string[] }): string {
  return [...(sport ? [`sport:${sport}`] : []), ...delegations.map((code) => `delegation:${code}`)].join(" ");
}

/** Whether an item with these tokens concerns one of the favourites. */
export function concernsFavourite(tokens: string, favourites: Favourites): boolean {
  return tokens.split(/\s+/).some((token) => {
    const [name, id] = token.split(":");
    const kind = FAVOURITE_KINDS.find((one) => one === name);
    return kind !== undefined && id !== undefined && isFavourite(favourites, kind, id);
  });
}
