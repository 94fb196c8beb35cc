import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { mediaDownloads } from "../../db/schema/index.ts";
import { fr } from "~/locales/fr.ts";
import { axeViolations } from "../helpers/axe.ts";
import { expect, test } from "../helpers/fixtures.ts";
import { initialPageTexts } from "../helpers/initial-content.ts";
import { MINIMAL_PDF } from "../helpers/media-fixtures.ts";

const mediaFr = initialPageTexts("mediaTexts", "fr");

const kit = Buffer.concat([MINIMAL_PDF, randomBytes(1536 * 1024 - MINIMAL_PDF.length)]);
const size = new Intl.NumberFormat("fr-FR", { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(1.5);

// What the media page offers is the whole site's: the site is shared with other files, so it is put
// back as it was once the tests are done, even if one failed half-way.
let offeredBefore: (typeof mediaDownloads.$inferSelect)[] = [];
test.beforeAll(async ({ site }) => {
  offeredBefore = await site.database.db.select().from(mediaDownloads);
});
test.afterAll(async ({ site }) => {
  await site.database.db.transaction(async (tx) => {
    await tx.delete(mediaDownloads);
    if (offeredBefore.length > 0) await tx.insert(mediaDownloads).values(offeredBefore);
  });
  await site.settled();
});

test.describe("the media page's downloads in a browser", () => {
  test("an editor offers an uploaded PDF as the media kit, and a visitor downloads exactly that file from /media", async ({ page, signIn }) => {
    const editor = await (await signIn("moderator")).newPage();
    await editor.goto("/admin/media/upload");
    await editor.setInputFiles("#files", [{ name: "Dossier de presse Tahiti 2027.pdf", mimeType: "application/pdf", buffer: kit }]);
    await editor.getByRole("button", { name: fr.adminMedia.send }).click();
    await expect(editor.getByTestId("upload").getByText(fr.adminMedia.stored)).toBeVisible({ timeout: 30_000 });

    await editor.goto("/admin/media");
    await editor.getByRole("link", { name: fr.adminMedia.downloads.title }).click();
    await expect(editor).toHaveURL("/admin/media/downloads");
    expect(await axeViolations(editor)).toEqual([]);
    const card = editor.getByRole("region", { name: fr.adminMedia.downloadSlots.mediaKit });
    await expect(card.getByTestId("offered")).toHaveText(fr.adminMedia.downloads.notPublished);
    await card.getByLabel(fr.adminMedia.downloads.fieldFile).selectOption({ label: `Dossier de presse Tahiti 2027 (PDF, ${size})` });
    await card.getByRole("button", { name: fr.adminMedia.downloads.offer }).click();
    await expect(card.getByRole("status").filter({ hasText: fr.adminMedia.downloads.offered.replace("{{title}}", "Dossier de presse Tahiti 2027") })).toBeVisible();
    await expect(card.getByTestId("offered").getByRole("link", { name: "Dossier de presse Tahiti 2027" })).toBeVisible();
    expect(await axeViolations(editor)).toEqual([]);

    // A visitor downloads it from the media page.
    await page.goto("/media");
    expect(await axeViolations(page)).toEqual([]);
    const link = page.getByRole("link", { name: `${fr.media.download} — ${mediaFr.mediaKitTitle} (PDF, ${size})` });
    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Dossier de presse Tahiti 2027.pdf");
    expect((await fs.readFile(await download.path())).equals(kit)).toBe(true);
    // The other three are still announced, not offered.
    await expect(page.locator('[data-availability="unavailable"]')).toHaveText(Array(3).fill(fr.media.unavailable));
  });

  test("works without JavaScript: an editor offers and withdraws the media kit with plain posts; no axe violation in Japanese at phone width", async ({ browser, site, signIn }) => {
    const editor = await signIn("moderator");
    const cookie = (await editor.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(Buffer.concat([MINIMAL_PDF, randomBytes(2048)]))]), "Kit sans script.pdf");
    const uploaded = await fetch(`${site.url}/admin/media/upload`, { method: "POST", headers: { cookie, accept: "application/json", origin: site.url }, body });
    expect(uploaded.status).toBe(201);
    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await editor.storageState(), baseURL: site.url });
    try {
      const page = await noScript.newPage();
      await page.goto("/admin/media/downloads");
      const card = page.getByRole("region", { name: fr.adminMedia.downloadSlots.mediaKit });
      const list = card.getByLabel(fr.adminMedia.downloads.fieldFile);
      const label = (await list.locator("option").allTextContents()).find((text) => text.startsWith("Kit sans script (PDF, "))!;
      await list.selectOption({ label });
      await card.getByRole("button", { name: fr.adminMedia.downloads.offer }).click();
      await expect(card.getByRole("status").filter({ hasText: fr.adminMedia.downloads.offered.replace("{{title}}", "Kit sans script") })).toBeVisible();
      await expect(card.getByTestId("offered").getByRole("link", { name: "Kit sans script" })).toBeVisible();

      await card.getByRole("button", { name: fr.adminMedia.downloads.withdraw }).click();
      await expect(card.getByRole("status").filter({ hasText: fr.adminMedia.downloads.withdrawn })).toBeVisible();
      await expect(card.getByTestId("offered")).toHaveText(fr.adminMedia.downloads.notPublished);
      // Nothing chosen: refused next to the list.
      await card.getByRole("button", { name: fr.adminMedia.downloads.offer }).click();
      await expect(card.getByText(fr.adminMedia.downloads.chooseFileError)).toBeVisible();
    } finally {
      await noScript.close();
    }

    const page = await (await signIn("moderator", "ja")).newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/media/downloads");
    expect(await axeViolations(page, "390 px, ja")).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.goto("/ja/media");
    expect(await axeViolations(page, "390 px, ja")).toEqual([]);
    await expect(page.locator('[data-availability="unavailable"]')).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
