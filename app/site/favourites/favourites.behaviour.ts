import { data, defineBehaviour } from "~/platform/behaviours/behaviour.ts";
import type { FavouriteKind } from "~/domain/favourites/favourites.ts";

/**
 * A star button (FavouriteToggle): which sport or delegation it stars. Rendered `hidden` and shown
 * pressed or not once favourites.client.ts has read the visitor's favourites; its clicks star and
 * unstar, on every button of that item on the page.
 */
export const favouriteToggle = defineBehaviour({
  name: "favourite",
  attributes: data<{ favourite: FavouriteKind; favouriteId: string }>(),
  attach: { click: "document" },
});

/**
 * A list that can show the visitor's favourites only (FavouritesSwitch), on the element holding it:
 * - `favouritesSwitch`: the "my favourites only" switch, hidden until the script runs;
 * - `favouriteItem`: an item and what it concerns (`favouriteTokens`), hidden when it concerns none;
 * - `favouriteGroup`: a heading's group of items (a sport's sessions), hidden when all its items are;
 * - `favouritesEmpty`: what the list says when none of its items concerns a favourite, and
 *   `favouritesNone`: when the visitor has starred nothing yet.
 */
export const favouritesFilter = defineBehaviour({
  name: "favouritesFilter",
  parts: data<{ favouritesSwitch: true; favouriteItem: string; favouriteGroup: true; favouritesEmpty: true; favouritesNone: true }>(),
  attach: "load",
});
