import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { signedInContext, unlockedContext, withPage } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";
import { MINIMAL_PDF } from "../helpers/media-fixtures.ts";
import { fr as frMessages } from "~/locales/fr.ts";
import { initialPageTexts } from "../helpers/initial-content.ts";
const mediaFr = initialPageTexts("mediaTexts", "fr");

const e2e = siteAndBrowser();

const kit = Buffer.concat([MINIMAL_PDF, randomBytes(1536 * 1024 - MINIMAL_PDF.length)]);
const size = new Intl.NumberFormat("fr-FR", { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(1.5);

describe("the media page's downloads in a browser", () => {
  it("an editor offers an uploaded PDF as the media kit, and a visitor downloads exactly that file from /media", async () => {
    const editor = await signedInContext(e2e.browser, e2e.site, "moderator");
    await withPage(editor, async (page) => {
      await page.goto(`${e2e.site.url}/admin/media/upload`);
      await page.setInputFiles("#files", [{ name: "Dossier de presse Tahiti 2027.pdf", mimeType: "application/pdf", buffer: kit }]);
      await page.getByRole("button", { name: fr.adminMedia.send }).click();
      await page.getByTestId("upload").getByText(fr.adminMedia.stored).waitFor({ timeout: 30_000 });

      await page.goto(`${e2e.site.url}/admin/media`);
      await page.getByRole("link", { name: fr.adminMedia.downloads.title }).click();
      await page.waitForURL(`${e2e.site.url}/admin/media/downloads`);
      await expectNoAxeViolations(page);
      const card = page.getByRole("region", { name: fr.adminMedia.downloadSlots.mediaKit });
      expect(await card.getByTestId("offered").textContent()).toBe(fr.adminMedia.downloads.notPublished);
      await card.getByLabel(fr.adminMedia.downloads.fieldFile).selectOption({ label: `Dossier de presse Tahiti 2027 (PDF, ${size})` });
      await card.getByRole("button", { name: fr.adminMedia.downloads.offer }).click();
      await card.getByRole("status").filter({ hasText: fr.adminMedia.downloads.offered.replace("{{title}}", "Dossier de presse Tahiti 2027") }).waitFor();
      await card.getByTestId("offered").getByRole("link", { name: "Dossier de presse Tahiti 2027" }).waitFor();
      await expectNoAxeViolations(page);
    });
    await editor.close();

    const visitor = await unlockedContext(e2e.browser, e2e.site, { acceptDownloads: true });
    await withPage(visitor, async (page) => {
      await page.goto(`${e2e.site.url}/media`);
      await expectNoAxeViolations(page);
      const link = page.getByRole("link", { name: `${frMessages.media.download} — ${mediaFr.mediaKitTitle} (PDF, ${size})` });
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe("Dossier de presse Tahiti 2027.pdf");
      expect((await fs.readFile(await download.path())).equals(kit)).toBe(true);
      // The other three are still announced, not offered.
      expect(await page.locator('[data-availability="unavailable"]').allTextContents()).toEqual(Array(3).fill(frMessages.media.unavailable));
    });
    await visitor.close();
  });

  it("works without JavaScript: an editor offers and withdraws the media kit with plain posts; no axe violation in Japanese at phone width", async () => {
    const editor = await signedInContext(e2e.browser, e2e.site, "moderator");
    const cookie = (await editor.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(Buffer.concat([MINIMAL_PDF, randomBytes(2048)]))]), "Kit sans script.pdf");
    const uploaded = await fetch(`${e2e.site.url}/admin/media/upload`, { method: "POST", headers: { cookie, accept: "application/json", origin: e2e.site.url }, body });
    expect(uploaded.status).toBe(201);
    const noScript = await e2e.browser.newContext({ javaScriptEnabled: false, storageState: await editor.storageState() });
    await editor.close();
    await withPage(noScript, async (page) => {
      await page.goto(`${e2e.site.url}/admin/media/downloads`);
      const card = page.getByRole("region", { name: fr.adminMedia.downloadSlots.mediaKit });
      const list = card.getByLabel(fr.adminMedia.downloads.fieldFile);
      const label = (await list.locator("option").allTextContents()).find((text) => text.startsWith("Kit sans script (PDF, "))!;
      await list.selectOption({ label });
      await card.getByRole("button", { name: fr.adminMedia.downloads.offer }).click();
      await card.getByRole("status").filter({ hasText: fr.adminMedia.downloads.offered.replace("{{title}}", "Kit sans script") }).waitFor();
      await card.getByTestId("offered").getByRole("link", { name: "Kit sans script" }).waitFor();

      await card.getByRole("button", { name: fr.adminMedia.downloads.withdraw }).click();
      await card.getByRole("status").filter({ hasText: fr.adminMedia.downloads.withdrawn }).waitFor();
      expect(await card.getByTestId("offered").textContent()).toBe(fr.adminMedia.downloads.notPublished);
      // Nothing chosen: refused next to the list.
      await card.getByRole("button", { name: fr.adminMedia.downloads.offer }).click();
      await card.getByText(fr.adminMedia.downloads.chooseFileError).waitFor();
    });
    await noScript.close();

    const editorJa = await signedInContext(e2e.browser, e2e.site, "moderator", "ja");
    await withPage(editorJa, async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${e2e.site.url}/admin/media/downloads`);
      await expectNoAxeViolations(page, "390 px, ja");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.goto(`${e2e.site.url}/ja/media`);
      await expectNoAxeViolations(page, "390 px, ja");
      expect(await page.locator('[data-availability="unavailable"]').count()).toBe(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
    await editorJa.close();
  });
});
