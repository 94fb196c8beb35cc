import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { media } from "../../db/schema/index.ts";
import { axeViolations } from "../helpers/axe.ts";
import { expect, test } from "../helpers/fixtures.ts";
import { picture } from "../helpers/media-fixtures.ts";
import type { TestSite } from "../helpers/site.ts";

// Issue 21: an organiser changes the site's facts in the back office and sees them on the public pages.

/**
 * This file's own site: it opens accreditation, changes a venue and adds a press event and a
 * partner, facts the public pages of every other file show (and counts the press events: its own is
 * the only one).
 */
test.use({ ownSite: true });

/** Uploads a picture to the library through the page's session, then gives it the alt text and credit a page needs. */
async function libraryPicture(page: Page, site: TestSite, file: { name: string; type: string; bytes: Buffer }, details: { alt: Record<string, string>; credit: string }) {
  await page.goto("/admin/media");
  const id = await page.evaluate(
    async ([bytes, name, type]) => {
      const body = new FormData();
      body.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
      const response = await fetch("/admin/media/upload", { method: "POST", headers: { accept: "application/json" }, body });
      return ((await response.json()) as { files: { id: number }[] }).files[0]!.id;
    },
    [[...file.bytes], file.name, file.type] as const,
  );
  await site.database.db.update(media).set(details).where(eq(media.id, id));
}

/** The page is no wider than the window: nothing makes the reader scroll sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: where }).toBeLessThanOrEqual(0);
}

test.describe("an organiser runs the site's content", () => {
  test("opens accreditation for the media, and the accreditation page says so in French and Japanese", async ({ signIn, page: visitor }) => {
    // A sign-up and a sign-in (two password hashes) and two pages through axe: more than 45 s on a loaded machine.
    test.slow();
    const page = await (await signIn("moderator")).newPage();
    await page.goto("/admin/content/accreditation");
    await page.getByRole("main").getByRole("link", { name: "Médias", exact: true }).click();
    await page.getByLabel(fr.adminContent.fields.accreditation.status).selectOption({ label: fr.adminContent.options.accreditation.status.open });
    await page.getByRole("button", { name: fr.adminContent.save }).click();
    await expect(page.getByRole("status").filter({ hasText: fr.adminContent.updated }).first()).toBeVisible();

    for (const [path, width, open] of [
      ["/accreditation", 390, fr.accreditation.statuses.open],
      ["/ja/accreditation", 1366, ja.accreditation.statuses.open],
    ] as const) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.goto(path);
      const badge = visitor.locator("#accreditation-media [data-status]");
      await expect(badge, path).toHaveAttribute("data-status", "open");
      await expect(badge, path).toHaveText(open);
      await expect(visitor.locator("#accreditation-media a[href*='subject=accreditation']"), path).toHaveCount(1);
      expect(await axeViolations(visitor, path)).toEqual([]);
    }
  });

  test("confirms a venue's capacity with its photo, and the venues page shows both in French and Japanese", async ({ site, signIn, page: visitor }) => {
    // A photo resized on upload and three pages through axe: more than 45 s on a loaded machine.
    test.slow();
    const page = await (await signIn("moderator")).newPage();
    await libraryPicture(
      page,
      site,
      { name: "Stade Vénus.jpg", type: "image/jpeg", bytes: await picture("jpeg", 1600, 1000) },
      { alt: { fr: "La pelouse du stade Vénus à Mahina", ja: "マヒナのヴェニュス競技場の芝生" }, credit: "COJ Tahiti 2027" },
    );

    await page.goto("/admin/content");
    await page.getByRole("link", { name: fr.adminContent.kinds.venues.title, exact: true }).click();
    await page.getByRole("link", { name: "Stade Vénus" }).click();
    await page.getByLabel(fr.adminContent.fields.venues.capacity).fill("5000");
    await page.getByRole("button", { name: fr.adminNews.coverChoose }).click();
    const dialog = page.getByRole("dialog", { name: fr.adminContent.fields.venues.photo });
    await dialog.getByRole("button", { name: `${fr.adminNews.coverSelect} Stade Vénus` }).click();
    await expect(dialog).toBeHidden();
    expect(await axeViolations(page, "venue form")).toEqual([]);
    await page.getByRole("button", { name: fr.adminContent.save }).click();
    await expect(page.getByRole("status").filter({ hasText: fr.adminContent.updated }).first()).toBeVisible();

    for (const [path, width, capacity, alt] of [
      ["/venues", 390, /Environ 5\s000 places/, "La pelouse du stade Vénus à Mahina"],
      ["/ja/venues", 1366, /約5,000席/, "マヒナのヴェニュス競技場の芝生"],
    ] as const) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.goto(path);
      const card = visitor.locator("#venue-stade-venus");
      await expect(card, path).toHaveText(capacity);
      const img = card.locator("picture img");
      await expect(img, path).toHaveAttribute("alt", alt);
      await img.scrollIntoViewIfNeeded();
      await expect(img, path).toHaveJSProperty("complete", true);
      expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth > 0 && element.currentSrc.includes("/media/")), path).toBe(true);
      await expectNoSidewaysScroll(visitor, path);
      expect(await axeViolations(visitor, path)).toEqual([]);
    }
  });

  test("adds a press event and a partner with its logo, and the media and partners pages show them in French and Japanese", async ({ site, signIn, page: visitor }) => {
    // Six pages through axe: more than 45 s on a loaded machine.
    test.slow();
    const page = await (await signIn("moderator")).newPage();
    await libraryPicture(
      page,
      site,
      { name: "Logo Compagnie Test.png", type: "image/png", bytes: await picture("png", 600, 300) },
      { alt: { fr: "Logo de la Compagnie Test", ja: "コンパニー・テストのロゴ" }, credit: "Compagnie Test" },
    );

    await page.goto("/admin/content/press/new");
    await page.getByRole("group", { name: fr.adminContent.fields.press.title }).getByLabel("Français").fill("Conférence de presse des Jeux");
    await page.getByRole("group", { name: fr.adminContent.fields.press.title }).getByLabel("日本語").fill("大会記者会見");
    await page.getByLabel(fr.adminContent.fields.press.startsAt).fill("2027-07-30T10:00");
    await page.getByRole("group", { name: fr.adminContent.fields.press.place }).getByLabel("Français").fill("Papeete");
    expect(await axeViolations(page, "press event form")).toEqual([]);
    await page.getByRole("button", { name: fr.adminContent.save }).click();
    await expect(page.getByRole("status").filter({ hasText: fr.adminContent.created }).first()).toBeVisible();

    await page.goto("/admin/content/partners/new");
    await page.getByLabel(fr.adminContent.fields.partners.name).fill("Compagnie Test");
    await page.getByLabel(fr.adminContent.fields.partners.tier).selectOption({ label: fr.adminContent.options.partners.tier.gold });
    await page.getByLabel(fr.adminContent.fields.partners.link).fill("https://example.org/compagnie-test");
    await page.getByRole("button", { name: fr.adminNews.coverChoose }).click();
    const dialog = page.getByRole("dialog", { name: fr.adminContent.fields.partners.logo });
    await dialog.getByRole("button", { name: `${fr.adminNews.coverSelect} Logo Compagnie Test` }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: fr.adminContent.save }).click();
    await expect(page.getByRole("status").filter({ hasText: fr.adminContent.created }).first()).toBeVisible();

    for (const [prefix, width, title, alt] of [
      ["", 390, "Conférence de presse des Jeux", "Logo de la Compagnie Test"],
      ["/ja", 1366, "大会記者会見", "コンパニー・テストのロゴ"],
    ] as const) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.goto(`${prefix}/media`);
      const event = visitor.locator("[data-press-event]");
      await expect(event, prefix).toHaveCount(1);
      await expect(event, prefix).toContainText(title);
      await expect(event, prefix).toContainText("Papeete");
      await expectNoSidewaysScroll(visitor, prefix);
      expect(await axeViolations(visitor, `${prefix}/media`)).toEqual([]);

      await visitor.goto(`${prefix}/partners`);
      const partner = visitor.locator("[data-partner]", { hasText: "Compagnie Test" });
      await expect(partner.locator("img"), prefix).toHaveAttribute("alt", alt);
      await expect(partner.locator("a"), prefix).toHaveAttribute("href", "https://example.org/compagnie-test");
      await expectNoSidewaysScroll(visitor, prefix);
      expect(await axeViolations(visitor, `${prefix}/partners`)).toEqual([]);
    }
  });
});
