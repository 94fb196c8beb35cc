import { and, eq, sql } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentItems } from "../../db/schema/index.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

const e2e = siteAndBrowser();

// Before 1 January 2027 every type is still upcoming: the organisers' override opens the three that
// are applied for, whatever day the tests run (as psql would; the page hears of it through the feed).
beforeAll(async () => {
  for (const id of ["media", "officials", "staff"]) {
    await e2e.site.database.db
      .update(contentItems)
      .set({ data: sql`${contentItems.data} || '{"status":"open"}'::jsonb` })
      .where(and(eq(contentItems.kind, "accreditation"), eq(contentItems.id, id)));
  }
  await e2e.site.settled();
});

let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeEach(async () => {
  errors.length = 0;
  context = await unlockedContext(e2e.browser, e2e.site, { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
});
afterEach(async () => {
  await context?.close();
  expect(errors).toEqual([]);
});

/** Presses Tab until the focused element matches, or fails after `limit` presses. */
async function tabTo(selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} never received focus`);
}

describe("accreditation page in a browser", () => {
  it("opens and closes a FAQ entry with the keyboard", async () => {
    await page.goto(`${e2e.site.url}/accreditation`);
    const first = page.locator('section[aria-labelledby="faq"] details').first();
    expect(await first.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    await tabTo('section[aria-labelledby="faq"] details:first-of-type > summary');
    await page.keyboard.press("Enter");
    await expect.poll(() => first.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    expect(await first.locator("p").isVisible()).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => first.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
  });

  it("never focuses the disabled VIP control, while the open categories' links take focus", async () => {
    await page.goto(`${e2e.site.url}/accreditation`);
    const disabled = page.locator('[aria-disabled="true"]');
    expect(await disabled.count()).toBe(1);
    expect(await disabled.textContent()).toBe("Sur invitation");
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
    expect(new URL(page.url()).pathname).toBe("/accreditation");
  });

  it("opens the contact form with the accreditation subject from an open category", async () => {
    await page.goto(`${e2e.site.url}/en/accreditation`);
    await page.getByRole("link", { name: "Apply (Media)" }).click();
    await page.waitForURL(`${e2e.site.url}/en/contact?subject=accreditation`);
    await expect.poll(() => page.locator('select[name="subject"]').inputValue()).toBe("accreditation");
  });

  it("passes axe with a FAQ entry open", async () => {
    await page.goto(`${e2e.site.url}/ja/accreditation`);
    await page.locator('section[aria-labelledby="faq"] summary').first().click();
    await expectNoAxeViolations(page);
  });
});

describe("athletes and volunteers pages in a browser", () => {
  it("open in every language without an error in the browser", async () => {
    for (const lang of ["", "/en", "/es", "/pt", "/zh", "/ja"]) {
      for (const pathname of ["/accreditation", "/athletes", "/volunteers"]) {
        await page.goto(`${e2e.site.url}${lang}${pathname}`, { waitUntil: "networkidle" });
        expect(errors, `${lang}${pathname}`).toEqual([]);
      }
    }
  });
});
