import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { media } from "../../db/schema/index.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { signedInContext, unlockedContext, withPage } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";
import { picture } from "../helpers/media-fixtures.ts";

// Issue 21: an organiser changes the site's facts in the back office and sees them on the public pages.

const e2e = siteAndBrowser();

describe("an organiser runs the site's content", () => {
  it("opens accreditation for the media, and the accreditation page says so in French and Japanese", async () => {
    const context = await signedInContext(e2e.browser, e2e.site, "moderator");
    await withPage(context, async (page) => {
      await page.goto(`${e2e.site.url}/admin/content/accreditation`);
      await page.getByRole("main").getByRole("link", { name: "Médias", exact: true }).click();
      await page.getByLabel(fr.adminContent.fields.accreditation.status).selectOption({ label: fr.adminContent.options.accreditation.status.open });
      await page.getByRole("button", { name: fr.adminContent.save }).click();
      await page.getByRole("status").filter({ hasText: fr.adminContent.updated }).first().waitFor();
    });
    await context.close();

    const visitor = await unlockedContext(e2e.browser, e2e.site);
    for (const [path, width, open] of [
      ["/accreditation", 390, fr.accreditation.statuses.open],
      ["/ja/accreditation", 1366, ja.accreditation.statuses.open],
    ] as const) {
      await withPage(visitor, async (page) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(e2e.site.url + path);
        const badge = page.locator("#accreditation-media [data-status]");
        expect(await badge.getAttribute("data-status"), path).toBe("open");
        expect(await badge.textContent(), path).toBe(open);
        expect(await page.locator("#accreditation-media a[href*='subject=accreditation']").count(), path).toBe(1);
        await expectNoAxeViolations(page, path);
      });
    }
    await visitor.close();
  });

  it("confirms a venue's capacity with its photo, and the venues page shows both in French and Japanese", async () => {
    const context = await signedInContext(e2e.browser, e2e.site, "moderator");
    await withPage(context, async (page) => {
      await page.goto(`${e2e.site.url}/admin/media`);
      const photoId = await page.evaluate(async (jpeg) => {
        const body = new FormData();
        body.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "Stade Vénus.jpg");
        const response = await fetch("/admin/media/upload", { method: "POST", headers: { accept: "application/json" }, body });
        return ((await response.json()) as { files: { id: number }[] }).files[0]!.id;
      }, [...(await picture("jpeg", 1600, 1000))]);
      await e2e.site.database.db.update(media).set({ alt: { fr: "La pelouse du stade Vénus à Mahina", ja: "マヒナのヴェニュス競技場の芝生" }, credit: "COJ Tahiti 2027" }).where(eq(media.id, photoId));

      await page.goto(`${e2e.site.url}/admin/content`);
      await page.getByRole("link", { name: fr.adminContent.kinds.venues.title, exact: true }).click();
      await page.getByRole("link", { name: "Stade Vénus" }).click();
      await page.getByLabel(fr.adminContent.fields.venues.capacity).fill("5000");
      await page.getByRole("button", { name: fr.adminNews.coverChoose }).click();
      const dialog = page.getByRole("dialog", { name: fr.adminContent.fields.venues.photo });
      await dialog.getByRole("button", { name: `${fr.adminNews.coverSelect} Stade Vénus` }).click();
      await dialog.waitFor({ state: "hidden" });
      await expectNoAxeViolations(page, "venue form");
      await page.getByRole("button", { name: fr.adminContent.save }).click();
      await page.getByRole("status").filter({ hasText: fr.adminContent.updated }).first().waitFor();
    });
    await context.close();

    const visitor = await unlockedContext(e2e.browser, e2e.site);
    for (const [path, width, capacity, alt] of [
      ["/venues", 390, /Environ 5\s000 places/, "La pelouse du stade Vénus à Mahina"],
      ["/ja/venues", 1366, /約5,000席/, "マヒナのヴェニュス競技場の芝生"],
    ] as const) {
      await withPage(visitor, async (page) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(e2e.site.url + path);
        const card = page.locator("#venue-stade-venus");
        expect(await card.textContent(), path).toMatch(capacity);
        const img = card.locator("picture img");
        expect(await img.getAttribute("alt"), path).toBe(alt);
        await img.scrollIntoViewIfNeeded();
        await img.evaluate((element: HTMLImageElement) => (element.complete ? undefined : new Promise((resolve) => element.addEventListener("load", resolve, { once: true }))));
        expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth > 0 && element.currentSrc.includes("/media/")), path).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, path);
      });
    }
    await visitor.close();
  });

  it("adds a press event and a partner with its logo, and the media and partners pages show them in French and Japanese", async () => {
    const context = await signedInContext(e2e.browser, e2e.site, "moderator");
    await withPage(context, async (page) => {
      await page.goto(`${e2e.site.url}/admin/media`);
      const logoId = await page.evaluate(async (png) => {
        const body = new FormData();
        body.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "Logo Compagnie Test.png");
        const response = await fetch("/admin/media/upload", { method: "POST", headers: { accept: "application/json" }, body });
        return ((await response.json()) as { files: { id: number }[] }).files[0]!.id;
      }, [...(await picture("png", 600, 300))]);
      await e2e.site.database.db.update(media).set({ alt: { fr: "Logo de la Compagnie Test", ja: "コンパニー・テストのロゴ" }, credit: "Compagnie Test" }).where(eq(media.id, logoId));

      await page.goto(`${e2e.site.url}/admin/content/press/new`);
      await page.getByRole("group", { name: fr.adminContent.fields.press.title }).getByLabel("Français").fill("Conférence de presse des Jeux");
      await page.getByRole("group", { name: fr.adminContent.fields.press.title }).getByLabel("日本語").fill("大会記者会見");
      await page.getByLabel(fr.adminContent.fields.press.startsAt).fill("2027-07-30T10:00");
      await page.getByRole("group", { name: fr.adminContent.fields.press.place }).getByLabel("Français").fill("Papeete");
      await expectNoAxeViolations(page, "press event form");
      await page.getByRole("button", { name: fr.adminContent.save }).click();
      await page.getByRole("status").filter({ hasText: fr.adminContent.created }).first().waitFor();

      await page.goto(`${e2e.site.url}/admin/content/partners/new`);
      await page.getByLabel(fr.adminContent.fields.partners.name).fill("Compagnie Test");
      await page.getByLabel(fr.adminContent.fields.partners.tier).selectOption({ label: fr.adminContent.options.partners.tier.gold });
      await page.getByLabel(fr.adminContent.fields.partners.link).fill("https://example.org/compagnie-test");
      await page.getByRole("button", { name: fr.adminNews.coverChoose }).click();
      const dialog = page.getByRole("dialog", { name: fr.adminContent.fields.partners.logo });
      await dialog.getByRole("button", { name: `${fr.adminNews.coverSelect} Logo Compagnie Test` }).click();
      await dialog.waitFor({ state: "hidden" });
      await page.getByRole("button", { name: fr.adminContent.save }).click();
      await page.getByRole("status").filter({ hasText: fr.adminContent.created }).first().waitFor();
    });
    await context.close();

    const visitor = await unlockedContext(e2e.browser, e2e.site);
    for (const [prefix, width, title, alt] of [
      ["", 390, "Conférence de presse des Jeux", "Logo de la Compagnie Test"],
      ["/ja", 1366, "大会記者会見", "コンパニー・テストのロゴ"],
    ] as const) {
      await withPage(visitor, async (page) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${e2e.site.url}${prefix}/media`);
        const event = page.locator("[data-press-event]");
        expect(await event.count(), prefix).toBe(1);
        expect(await event.textContent(), prefix).toContain(title);
        expect(await event.textContent(), prefix).toContain("Papeete");
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), prefix).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, `${prefix}/media`);

        await page.goto(`${e2e.site.url}${prefix}/partners`);
        const partner = page.locator("[data-partner]", { hasText: "Compagnie Test" });
        expect(await partner.locator("img").getAttribute("alt"), prefix).toBe(alt);
        expect(await partner.locator("a").getAttribute("href"), prefix).toBe("https://example.org/compagnie-test");
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), prefix).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, `${prefix}/partners`);
      });
    }
    await visitor.close();
  });
});
