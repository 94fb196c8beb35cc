import { defineBehaviour } from "./behaviour.ts";

/**
 * A disclosure menu (`<details>`, such as the language menu) that menus.ts closes on a click
 * outside it or on Escape.
 */
export const menu = defineBehaviour({
  name: "menu",
  attach: { click: "document", keydown: "document" },
});
