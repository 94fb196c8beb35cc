/**
 * The layout checks of the browser sweep (tests/e2e/every-page.spec.ts): no sideways scroll, the
 * header's controls on one line inside its band, touch targets of WCAG 2.2 (2.5.8), and tables in a
 * region of their own that says when it scrolls.
 */

/** The smallest touch target, in CSS pixels (WCAG 2.2, 2.5.8). */
export const MIN_TARGET = 24;

/**
 * The defects of the page at the current width, in words. Runs in the page, so it takes nothing from
 * the test's scope but its argument.
 */
export async function layoutDefects({ minTarget, tablesFit }: { minTarget: number; tablesFit: boolean }): Promise<string[]> {
  // Scroll timelines (a table's scroll cues) follow a resize at the next frames.
  if (document.querySelector("[data-scroll-hint]")) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const defects: string[] = [];
  const width = window.innerWidth;
  const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
  const shown = (el: Element) => {
    const rect = el.getBoundingClientRect();
    // The skip link and other visually hidden text are out of sight until focused.
    return el.checkVisibility({ visibilityProperty: true }) && !el.closest(".sr-only") && rect.width > 1 && rect.height > 1;
  };

  if (document.documentElement.scrollWidth > width) defects.push(`the document is ${document.documentElement.scrollWidth} px wide`);

  // The header's controls: inside the screen, inside the header's band, each on one line.
  const header = document.querySelector("body header")!;
  const band = header.getBoundingClientRect();
  for (const control of header.querySelectorAll("a[href], button, summary")) {
    if (!shown(control)) continue;
    const rect = control.getBoundingClientRect();
    if (rect.left < -0.5 || rect.right > width + 0.5) defects.push(`header ${name(control)} spans ${Math.round(rect.left)}..${Math.round(rect.right)}`);
    if (rect.top < band.top - 0.5 || rect.bottom > band.bottom + 0.5) defects.push(`header ${name(control)} leaves the header's band`);
    const lines: DOMRect[] = [];
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest(".sr-only") || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      lines.push(...[...range.getClientRects()].filter((r) => r.width > 0));
    }
    if (lines.length > 0) {
      const top = Math.min(...lines.map((r) => r.top));
      const bottom = Math.max(...lines.map((r) => r.bottom));
      const lineHeight = Math.max(...lines.map((r) => r.height));
      if (bottom - top > lineHeight * 1.5) defects.push(`header ${name(control)} wraps onto ${Math.round((bottom - top) / lineHeight)} lines`);
    }
  }

  // Touch targets (WCAG 2.2, 2.5.8): 24 x 24, or spaced so that 24 px circles on them do not meet;
  // links inside a sentence are exempt.
  const targets = [...document.querySelectorAll("a[href], button, summary, input:not([type=hidden]), select, textarea")].filter((el) => {
    if (!shown(el)) return false;
    if (getComputedStyle(el).display !== "inline") return true;
    let block = el.parentElement!;
    while (getComputedStyle(block).display === "inline") block = block.parentElement!;
    return block.textContent!.trim() === el.textContent!.trim();
  });
  const boxes = targets.map((el) => ({ el, rect: el.getBoundingClientRect() }));
  const small = (rect: DOMRect) => rect.width < minTarget - 0.5 || rect.height < minTarget - 0.5;
  const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
  for (const { el, rect } of boxes) {
    if (!small(rect)) continue;
    const c = centre(rect);
    const crowded = boxes.some((other) => {
      if (other.el === el || other.el.contains(el) || el.contains(other.el)) return false;
      if (small(other.rect)) {
        const o = centre(other.rect);
        return Math.hypot(c.x - o.x, c.y - o.y) < minTarget;
      }
      const dx = Math.max(other.rect.left - c.x, 0, c.x - other.rect.right);
      const dy = Math.max(other.rect.top - c.y, 0, c.y - other.rect.bottom);
      return Math.hypot(dx, dy) < minTarget / 2;
    });
    if (crowded) defects.push(`target ${name(el)} is ${Math.round(rect.width)} x ${Math.round(rect.height)} px and crowded`);
  }

  // Tables in a region of their own (TableRegion): the region scrolls sideways, fits the screen, is
  // named by the table's caption and, when it does scroll, says so in sight.
  for (const table of document.querySelectorAll("main table")) {
    if (!shown(table)) continue;
    const region = table.closest("[role=region]");
    if (!region) {
      // A table made to fit (the cookie tables) needs no region; the document's width covers it.
      continue;
    }
    const caption = table.querySelector("caption");
    if (!caption?.textContent?.trim() || region.getAttribute("aria-labelledby") !== caption.id) defects.push("a table region not named by its caption");
    const rect = region.getBoundingClientRect();
    if (rect.left < -0.5 || rect.right > width + 0.5) defects.push(`a table region spans ${Math.round(rect.left)}..${Math.round(rect.right)}`);
    if (!["auto", "scroll"].includes(getComputedStyle(region).overflowX)) defects.push("a table region that does not scroll");
    const scrolls = region.scrollWidth > region.clientWidth + 1;
    if (scrolls) {
      let around = region.parentElement;
      while (around && !around.querySelector("[data-scroll-hint]")) around = around.parentElement;
      const hint = around?.querySelector("[data-scroll-hint]");
      if (!hint || !shown(hint)) defects.push(`the table "${caption?.textContent}" scrolls sideways without a visible hint`);
    }
    if (tablesFit && scrolls) defects.push(`the table "${caption?.textContent}" does not fit the screen`);
  }
  return defects;
}
