import type { BrowserContext, Page } from "playwright-core";
import { beforeEach, afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { fr } from "~/locales/fr.ts";
import { gamesUnderway } from "~/domain/live/games-period.ts";
import { INITIAL_EVENT } from "../helpers/initial-content.ts";
import { signedInContext, unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";
import { TEST_GATE_PASSWORD } from "../helpers/site.ts";

const e2e = siteAndBrowser();

let context: BrowserContext;
let page: Page;
const errors: string[] = [];

/** A new page of `opened`, whose script errors the test collects. */
async function pageOf(opened: BrowserContext) {
  context = opened;
  page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  return page;
}

const unlocked = async (viewport = { width: 1280, height: 900 }) => pageOf(await unlockedContext(e2e.browser, e2e.site, { viewport }));

beforeEach(() => {
  errors.length = 0;
});
afterEach(async () => {
  await context?.close();
  expect(errors).toEqual([]);
});

describe("the gate in a browser", () => {
  it("rejects a wrong password, then unlocks and lands on the page asked for", async () => {
    context = await e2e.browser.newContext();
    page = await context.newPage();
    await page.goto(`${e2e.site.url}/en/news`);
    await expectNoAxeViolations(page);
    const field = page.getByPlaceholder("Mot de passe d'accès");
    await field.fill("not-the-password");
    await page.getByRole("button", { name: "Accéder au site" }).click();
    await expect.poll(() => page.getByTestId("gate-toast").textContent()).toContain("Mot de passe incorrect");
    expect(await page.getByPlaceholder("Mot de passe d'accès").inputValue()).toBe("");

    await page.getByPlaceholder("Mot de passe d'accès").fill(TEST_GATE_PASSWORD);
    await page.getByRole("button", { name: "Accéder au site" }).click();
    await page.waitForURL(`${e2e.site.url}/en/news`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("News");
    await expect.poll(() => page.getByText("Access granted").count()).toBe(1);
  });
});

describe("languages", () => {
  it("switches language from the header and from the footer and stays on the same page", async () => {
    await unlocked();
    await page.goto(`${e2e.site.url}/news`);
    await page.locator("header").getByTestId("language-menu").locator("summary").click();
    await page.locator("header").getByRole("link", { name: "English" }).click();
    await page.waitForURL(`${e2e.site.url}/en/news`);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("News");

    await page.locator("footer").getByTestId("language-menu").locator("summary").click();
    await page.locator("footer").getByRole("link", { name: "日本語" }).click();
    await page.waitForURL(`${e2e.site.url}/ja/news`);
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("ニュース");

    // The choice is remembered: the bare home page now opens in Japanese.
    await page.goto(`${e2e.site.url}/`);
    await page.waitForURL(`${e2e.site.url}/ja`);
  });

  it("closes the language menu with Escape, back on its button, and with a click elsewhere", async () => {
    await unlocked();
    await page.goto(`${e2e.site.url}/news`);
    const menu = page.locator("header").getByTestId("language-menu");
    await menu.locator("summary").click();
    expect(await menu.getAttribute("open")).toBe("");
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("open")).toBeNull();
    expect(await menu.locator("summary").evaluate((summary) => summary === document.activeElement)).toBe(true);

    await menu.locator("summary").click();
    await page.getByRole("heading", { level: 1 }).click();
    expect(await menu.getAttribute("open")).toBeNull();
  });
});

describe("what runs in the browser (ADR 013)", () => {
  it("gives public pages a small script instead of React, and the back office React Router", async () => {
    await unlocked();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${e2e.site.url}/news`, { waitUntil: "networkidle" });
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    expect(scripts.some((script) => /\/assets\/enhance-[\w-]+\.js$/.test(script))).toBe(true);
    expect(scripts.some((script) => /entry\.client/.test(script))).toBe(false);

    await page.goto(`${e2e.site.url}/admin/login`, { waitUntil: "networkidle" });
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    expect(scripts.some((script) => /entry\.client/.test(script))).toBe(true);
  });

  it("leaves the back office for the public site as a document, whose countdown then runs", async () => {
    await pageOf(await signedInContext(e2e.browser, e2e.site, "moderator"));
    await page.goto(`${e2e.site.url}/admin/dashboard`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: fr.admin.backToSite }).click();
    await page.waitForURL(`${e2e.site.url}/`);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const seconds = page.getByTestId("countdown").locator('[data-unit="seconds"]');
    const first = await seconds.textContent();
    await expect.poll(() => seconds.textContent(), { timeout: 3000 }).not.toBe(first);
  });

  it("loads a public page as a document even when the back office navigates to it in the browser", async () => {
    await pageOf(await signedInContext(e2e.browser, e2e.site, "moderator"));
    await page.goto(`${e2e.site.url}/admin/dashboard`, { waitUntil: "networkidle" });
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate("/news"));
    await page.waitForFunction(() => !("__reactRouterContext" in window));
    expect(new URL(page.url()).pathname).toBe("/news");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(fr.news.title);
  });
});

describe("layout", () => {
  it("opens the drawer with all 13 links and the results pages and favourites on a small screen and closes it when a link is chosen", async () => {
    await unlocked({ width: 390, height: 844 });
    await page.goto(`${e2e.site.url}/`);
    expect(await page.getByRole("navigation", { name: "Navigation principale" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.waitFor();
    expect(await drawer.getByRole("link").count()).toBe(13 + 5);
    expect(await drawer.getByRole("list", { name: "Résultats" }).getByRole("link").allTextContents()).toEqual(["Programme des compétitions", "Tous les résultats", "Tableau des médailles", "Résultats en direct", "Mes favoris"]);
    expect(await drawer.getByRole("link", { name: "Accueil" }).getAttribute("aria-current")).toBe("page");
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });

    // Its close button and a tap on the page beside it close it too, giving focus back to the menu button.
    const menuButton = page.getByRole("button", { name: "Ouvrir le menu" });
    await menuButton.click();
    await page.getByRole("dialog").getByRole("button", { name: "Fermer le menu" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);
    await menuButton.click();
    await page.getByRole("dialog").waitFor();
    await page.mouse.click(20, 400);
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Actualités" }).click();
    await page.waitForURL(`${e2e.site.url}/news`);
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Actualités");
  });

  it("shows the first 7 links, the active one highlighted, and the red Live button on a large screen", async () => {
    await unlocked();
    await page.goto(`${e2e.site.url}/news`);
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    expect(await nav.getByRole("link").allTextContents()).toEqual(["Accueil", "Actualités", "Les Jeux", "Pays", "Sports", "Sites", "Organisation"]);
    expect(await nav.getByRole("link", { name: "Actualités" }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByRole("link", { name: "Live — Résultats en direct" }).getAttribute("href")).toBe("/live");
    const external = page.locator("footer a[target=_blank]");
    expect(await external.count()).toBe(7);
    for (const rel of await external.evaluateAll((links) => links.map((a) => a.getAttribute("rel")))) expect(rel).toContain("noopener");
  });

  it("leads from a Résultats menu in the header to the schedule, the results, the medal table, live and the favourites, by keyboard", async () => {
    await unlocked();
    await page.goto(`${e2e.site.url}/news`);
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    const summary = nav.locator("summary", { hasText: "Résultats" });
    await summary.focus();
    await page.keyboard.press("Enter");
    const menu = nav.getByRole("list").getByRole("list");
    expect(await menu.getByRole("link").evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute("href")]))).toEqual([
      ["Programme des compétitions", "/schedule"],
      ["Tous les résultats", "/results"],
      ["Tableau des médailles", "/medals"],
      ["Résultats en direct", "/live"],
      ["Mes favoris", "/favourites"],
    ]);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${e2e.site.url}/medals`);
    // On a results page the menu is marked as where the visitor is.
    expect(await summary.evaluate((element) => getComputedStyle(element).color)).toBe("rgb(255, 255, 255)");
  });

  it("shows five links and the Résultats menu at 1024 px, the drawer holding the rest", async () => {
    await unlocked({ width: 1024, height: 768 });
    await page.goto(`${e2e.site.url}/news`);
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    expect(await nav.getByRole("link").allTextContents()).toEqual(["Actualités", "Les Jeux", "Pays", "Sports", "Sites"]);
    expect(await nav.locator("summary").textContent()).toBe("Résultats");
    expect(await page.getByRole("button", { name: "Ouvrir le menu" }).isVisible()).toBe(true);
  });

  it("keeps the Live button's dot still outside the days of competition, and pulsing during them", async () => {
    await unlocked({ width: 390, height: 844 });
    await page.goto(`${e2e.site.url}/`);
    const dot = page.locator("header [data-live-dot]");
    expect(await dot.evaluate((element) => getComputedStyle(element).animationName)).toBe(gamesUnderway(new Date(), INITIAL_EVENT) ? "pulse" : "none");
  });
});

describe("home page", () => {
  it("counts down every second", async () => {
    await unlocked();
    await page.goto(`${e2e.site.url}/`);
    const seconds = page.locator('[data-unit="seconds"]');
    const days = Number(await page.locator('[data-unit="days"]').textContent());
    expect(days).toBeGreaterThan(0);
    const first = await seconds.textContent();
    await expect.poll(() => seconds.textContent(), { timeout: 3000 }).not.toBe(first);
  });

  it("opens the latest news articles", async () => {
    await unlocked();
    await page.goto(`${e2e.site.url}/`);
    const links = page.getByRole("region", { name: "Dernières actualités" }).getByRole("heading", { level: 3 }).getByRole("link");
    expect(await links.count()).toBe(4);
    const title = await links.first().textContent();
    await links.first().click();
    await page.waitForURL(/\/news\/\d+$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
  });
});
