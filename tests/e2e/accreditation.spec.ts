import type { Page } from "@playwright/test";
import { and, eq, inArray, sql } from "drizzle-orm";
import { contentItems } from "../../db/schema/index.ts";
import { axeViolations } from "../helpers/axe.ts";
import { expect, test } from "../helpers/fixtures.ts";

const APPLIED_FOR = ["media", "officials", "staff"];
const accreditation = (ids: string[]) => and(eq(contentItems.kind, "accreditation"), inArray(contentItems.id, ids));
let before: { id: string; data: (typeof contentItems.$inferSelect)["data"] }[] = [];

// Before 1 January 2027 every type is still upcoming: the organisers' override opens the three that
// are applied for, whatever day the tests run (as psql would; the page hears of it through the feed).
// The site is shared with other files: their content is put back afterwards.
test.beforeAll(async ({ site }) => {
  before = await site.database.db.select({ id: contentItems.id, data: contentItems.data }).from(contentItems).where(accreditation(APPLIED_FOR));
  await site.database.db
    .update(contentItems)
    .set({ data: sql`${contentItems.data} || '{"status":"open"}'::jsonb` })
    .where(accreditation(APPLIED_FOR));
  await site.settled();
});
test.afterAll(async ({ site }) => {
  for (const { id, data } of before) await site.database.db.update(contentItems).set({ data }).where(accreditation([id]));
  await site.settled();
});

test.use({ viewport: { width: 1280, height: 900 } });

const errors: string[] = [];
test.beforeEach(({ page }) => {
  errors.length = 0;
  page.on("pageerror", (error) => errors.push(error.message));
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

/** Presses Tab until the focused element matches, or fails after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} never received focus`);
}

test.describe("accreditation page in a browser", () => {
  test("opens and closes a FAQ entry with the keyboard", async ({ page }) => {
    await page.goto("/accreditation");
    const first = page.locator('section[aria-labelledby="faq"] details').first();
    await expect(first).toHaveJSProperty("open", false);
    await tabTo(page, 'section[aria-labelledby="faq"] details:first-of-type > summary');
    await page.keyboard.press("Enter");
    await expect(first).toHaveJSProperty("open", true);
    await expect(first.locator("p")).toBeVisible();
    await page.keyboard.press("Space");
    await expect(first).toHaveJSProperty("open", false);
  });

  test("never focuses the disabled VIP control, while the open categories' links take focus", async ({ page }) => {
    await page.goto("/accreditation");
    const disabled = page.locator('[aria-disabled="true"]');
    await expect(disabled).toHaveCount(1);
    await expect(disabled).toHaveText("Sur invitation");
    const focused: string[] = [];
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press("Tab");
      const state = await page.evaluate(() => ({
        disabled: document.activeElement?.getAttribute("aria-disabled") === "true",
        href: document.activeElement?.getAttribute("href") ?? "",
        inFooter: Boolean(document.activeElement?.closest("footer")),
      }));
      expect(state.disabled).toBe(false);
      if (state.inFooter) break;
      focused.push(state.href);
    }
    expect(focused.filter((href) => href === "/contact?subject=accreditation")).toHaveLength(3);
    await disabled.click({ force: true });
    await expect(page).toHaveURL((url) => url.pathname === "/accreditation");
  });

  test("opens the contact form with the accreditation subject from an open category", async ({ page }) => {
    await page.goto("/en/accreditation");
    await page.getByRole("link", { name: "Apply (Media)" }).click();
    await expect(page).toHaveURL("/en/contact?subject=accreditation");
    await expect(page.locator('select[name="subject"]')).toHaveValue("accreditation");
  });

  test("passes axe with a FAQ entry open", async ({ page }) => {
    await page.goto("/ja/accreditation");
    await page.locator('section[aria-labelledby="faq"] summary').first().click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("athletes and volunteers pages in a browser", () => {
  test("open in every language without an error in the browser", async ({ page }) => {
    // Eighteen pages, each left until the network is idle: near the usual time on a busy machine.
    test.slow();
    for (const lang of ["", "/en", "/es", "/pt", "/zh", "/ja"]) {
      for (const pathname of ["/accreditation", "/athletes", "/volunteers"]) {
        await page.goto(`${lang}${pathname}`, { waitUntil: "networkidle" });
        expect(errors, `${lang}${pathname}`).toEqual([]);
      }
    }
  });
});
