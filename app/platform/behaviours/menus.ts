import type { Handlers } from "./behaviour.ts";
import { menu } from "./menu.behaviour.ts";

const openMenus = () => document.querySelectorAll<HTMLDetailsElement>(`${menu.selector}[open]`);

/**
 * Disclosure menus open and close without script; this closes an open one on a click outside it or
 * on Escape, which gives focus back to it.
 */
export const menus: Handlers<typeof menu> = {
  click(event) {
    for (const open of openMenus()) if (!open.contains(event.target as Node)) open.open = false;
  },
  keydown(event) {
    if (event.key !== "Escape") return;
    for (const open of openMenus()) {
      open.open = false;
      open.querySelector("summary")?.focus();
    }
  },
};
