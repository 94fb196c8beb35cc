import type { Handlers } from "~/platform/behaviours/behaviour.ts";
import { concernsFavourite, hasFavourites, isFavourite, parseFavourites, withFavourite, type Favourites } from "~/domain/favourites/favourites.ts";
import { favouritesFilter, favouriteToggle } from "./favourites.behaviour.ts";

/** Where the favourites are kept in the browser, and whether the lists show them only. */
const FAVOURITES_KEY = "t27-favourites";
const ONLY_KEY = "t27-favourites-only";
/** Told to the page's lists when the visitor stars or unstars an item here, or when both keys may have changed elsewhere. */
const CHANGED = "t27-favourites-changed";
const CHANGED_ELSEWHERE = "t27-favourites-changed-elsewhere";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (a private window): the choice lasts for this page only.
  }
}

let current: Favourites | undefined;
const favourites = () => (current ??= parseFavourites(read(FAVOURITES_KEY)));

function showToggle(button: HTMLElement) {
  const { favourite: kind, favouriteId: id } = favouriteToggle.read(button);
  button.setAttribute("aria-pressed", String(isFavourite(favourites(), kind, id)));
  button.hidden = false;
}

function showFavouriteToggles() {
  for (const button of document.querySelectorAll<HTMLElement>(favouriteToggle.selector)) showToggle(button);
}

/**
 * Shows each star button of the page, pressed for a favourite, and reads the favourites again when
 * they change elsewhere: in another tab, or on the page a visitor comes back from to this one, which
 * the back/forward cache restores as it was.
 */
export function startFavourites() {
  showFavouriteToggles();
  const refresh = () => {
    current = undefined;
    showFavouriteToggles();
    document.dispatchEvent(new Event(CHANGED_ELSEWHERE));
  };
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) refresh();
  });
  window.addEventListener("storage", (event) => {
    if (event.key === FAVOURITES_KEY || event.key === ONLY_KEY) refresh();
  });
}

/** Star buttons: a click stars or unstars their item, remembered in the browser, everywhere on the page. */
export const favouriteToggles: Handlers<typeof favouriteToggle> = {
  click(event) {
    const button = favouriteToggle.closest(event.target);
    if (!button) return;
    const { favourite: kind, favouriteId: id } = favouriteToggle.read(button);
    current = withFavourite(favourites(), kind, id, button.getAttribute("aria-pressed") !== "true");
    write(FAVOURITES_KEY, JSON.stringify(current));
    showFavouriteToggles();
    document.dispatchEvent(new Event(CHANGED));
  },
};

/**
 * A list with a "my favourites only" switch: shows the switch, remembers it in the browser, and while
 * it is on hides the items and groups that concern no favourite, saying so when nothing is left. Parts
 * the live page replaces are filtered again as they arrive.
 */
export function startFavouritesFilter(root: HTMLElement): void {
  const control = root.querySelector<HTMLElement>(favouritesFilter.select("favouritesSwitch"));
  const input = control?.querySelector<HTMLInputElement>("input[type=checkbox]");
  if (!control || !input) return;
  input.checked = read(ONLY_KEY) === "on";
  const apply = () => filter(root, input.checked);
  input.addEventListener("change", () => {
    write(ONLY_KEY, input.checked ? "on" : "off");
    apply();
  });
  document.addEventListener(CHANGED, apply);
  document.addEventListener(CHANGED_ELSEWHERE, () => {
    input.checked = read(ONLY_KEY) === "on";
    apply();
  });
  // Only new markup is watched (the live page's parts), not the hidden attributes this sets.
  new MutationObserver(apply).observe(root, { childList: true, subtree: true });
  control.hidden = false;
  apply();
}

function filter(root: HTMLElement, only: boolean) {
  const chosen = favourites();
  const on = only && hasFavourites(chosen);
  let shown = 0;
  for (const item of root.querySelectorAll<HTMLElement>(favouritesFilter.select("favouriteItem"))) {
    const keep = !on || concernsFavourite(favouritesFilter.readPart(item, "favouriteItem"), chosen);
    item.hidden = !keep;
    if (keep) shown += 1;
  }
  for (const group of root.querySelectorAll<HTMLElement>(favouritesFilter.select("favouriteGroup"))) {
    group.hidden = on && !group.querySelector(`${favouritesFilter.select("favouriteItem")}:not([hidden])`);
  }
  const none = root.querySelector<HTMLElement>(favouritesFilter.select("favouritesNone"));
  if (none) none.hidden = !only || hasFavourites(chosen);
  const empty = root.querySelector<HTMLElement>(favouritesFilter.select("favouritesEmpty"));
  if (empty) empty.hidden = !on || shown > 0;
}
