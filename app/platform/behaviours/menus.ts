/**
 * Disclosure menus (`<details data-menu>`, such as the language menu) open and close without
 * script; this closes an open one on a click outside it or on Escape, which gives focus back to it.
 */
export function enhanceMenus(document: Document): void {
  const openMenus = () => document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]");
  document.addEventListener("click", (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
}
