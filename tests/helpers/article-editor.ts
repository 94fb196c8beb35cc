import type { Page } from "@playwright/test";
import { fr } from "~/locales/fr.ts";

/**
 * Writes an article's HTML as it is, through the editor's HTML view (the textarea the form posts),
 * once the editor has replaced it on screen.
 */
export async function fillArticleHtml(page: Page, html: string, sourceLabel: string = fr.adminEditor.sourceLabel) {
  const source = page.getByRole("toolbar").getByRole("button", { name: sourceLabel });
  if ((await source.getAttribute("aria-pressed")) !== "true") await source.click();
  await page.fill("#content", html);
}
