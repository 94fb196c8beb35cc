import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { initialPageTexts } from "../helpers/initial-content.ts";
import { localizePath } from "~/platform/i18n/locales.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

const e2e = siteAndBrowser();

let context: BrowserContext;
let page: Page;
const errors: string[] = [];

afterEach(async () => {
  await context?.close();
  expect(errors).toEqual([]);
  errors.length = 0;
});

async function open(pathname: string) {
  context = await unlockedContext(e2e.browser, e2e.site, { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(e2e.site.url + pathname);
}

describe.each(["fr", "ja"] as const)("the launch video dialog in %s", (locale) => {
  const texts = initialPageTexts("gamesTexts", locale);
  const video = { ...{ fr, ja }[locale].games.video, title: texts.videoTitle!, message: texts.videoMessage! };

  it("opens from the keyboard, says the video is not published, and closes with Escape back on its button", async () => {
    await open(localizePath("/games", locale));
    const button = page.getByRole("button", { name: video.button });
    await button.focus();
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: video.title });
    await dialog.waitFor();
    expect(await dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(await page.getByRole("dialog").getByText(video.message).isVisible()).toBe(true);
    // Focus moves into the dialog, onto its close button.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(video.close);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("closes with its close button too", async () => {
    await open(localizePath("/games", locale));
    await page.getByRole("button", { name: video.button }).click();
    await page.getByRole("dialog").getByRole("button", { name: video.close }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
  });
});
