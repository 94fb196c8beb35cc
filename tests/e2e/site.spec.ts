import { gamesUnderway } from "~/domain/live/games-period.ts";
import { fr } from "~/locales/fr.ts";
import { axeViolations } from "../helpers/axe.ts";
import { INITIAL_EVENT } from "../helpers/initial-content.ts";
import { expect, test } from "../helpers/script-errors.ts";
import { TEST_GATE_PASSWORD } from "../helpers/site.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test.describe("the gate in a browser", () => {
  test("rejects a wrong password, then unlocks and lands on the page asked for", async ({ context, page }) => {
    // A visitor who has not typed the password yet.
    await context.clearCookies();
    await page.goto("/en/news");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByPlaceholder("Mot de passe d'accès").fill("not-the-password");
    await page.getByRole("button", { name: "Accéder au site" }).click();
    await expect(page.getByTestId("gate-toast")).toContainText("Mot de passe incorrect");
    await expect(page.getByPlaceholder("Mot de passe d'accès")).toHaveValue("");

    await page.getByPlaceholder("Mot de passe d'accès").fill(TEST_GATE_PASSWORD);
    await page.getByRole("button", { name: "Accéder au site" }).click();
    await expect(page).toHaveURL("/en/news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
    await expect(page.getByText("Access granted")).toHaveCount(1);
  });
});

test.describe("languages", () => {
  test("switches language from the header and from the footer and stays on the same page", async ({ page }) => {
    await page.goto("/news");
    await page.locator("header").getByTestId("language-menu").locator("summary").click();
    await page.locator("header").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/en/news");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");

    await page.locator("footer").getByTestId("language-menu").locator("summary").click();
    await page.locator("footer").getByRole("link", { name: "日本語" }).click();
    await expect(page).toHaveURL("/ja/news");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ニュース");

    // The choice is remembered: the bare home page now opens in Japanese.
    await page.goto("/");
    await expect(page).toHaveURL("/ja");
  });

  test("closes the language menu with Escape, back on its button, and with a click elsewhere", async ({ page }) => {
    await page.goto("/news");
    const menu = page.locator("header").getByTestId("language-menu");
    await menu.locator("summary").click();
    await expect(menu).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open");
    await expect(menu.locator("summary")).toBeFocused();

    await menu.locator("summary").click();
    await expect(menu).toHaveAttribute("open", "");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(menu).not.toHaveAttribute("open");
  });
});

test.describe("what runs in the browser (ADR 013)", () => {
  test("gives public pages a small script instead of React, and the back office React Router", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/news", { waitUntil: "networkidle" });
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    expect(scripts.some((script) => /\/assets\/enhance-[\w-]+\.js$/.test(script))).toBe(true);
    expect(scripts.some((script) => /entry\.client/.test(script))).toBe(false);

    await page.goto("/admin/login", { waitUntil: "networkidle" });
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    expect(scripts.some((script) => /entry\.client/.test(script))).toBe(true);
  });

  test("leaves the back office for the public site as a document, whose countdown then runs", async ({ signIn }) => {
    const page = await (await signIn("moderator")).newPage();
    await page.goto("/admin/dashboard", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: fr.admin.backToSite }).click();
    await page.waitForURL("/");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const seconds = page.getByTestId("countdown").locator('[data-unit="seconds"]');
    const first = (await seconds.textContent())!;
    await expect(seconds).not.toHaveText(first, { timeout: 3000 });
  });

  test("loads a public page as a document even when the back office navigates to it in the browser", async ({ signIn }) => {
    const page = await (await signIn("moderator")).newPage();
    await page.goto("/admin/dashboard", { waitUntil: "networkidle" });
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate("/news"));
    await page.waitForFunction(() => !("__reactRouterContext" in window));
    await expect(page).toHaveURL("/news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.news.title);
  });
});

test.describe("layout", () => {
  test("opens the drawer with all 13 links and the results pages and favourites on a small screen and closes it when a link is chosen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Ouvrir le menu" });
    await menuButton.click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("link")).toHaveCount(13 + 5);
    await expect(drawer.getByRole("list", { name: "Résultats" }).getByRole("link")).toHaveText(["Programme des compétitions", "Tous les résultats", "Tableau des médailles", "Résultats en direct", "Mes favoris"]);
    await expect(drawer.getByRole("link", { name: "Accueil" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);

    // Its close button and a tap on the page beside it close it too, giving focus back to the menu button.
    await menuButton.click();
    await drawer.getByRole("button", { name: "Fermer le menu" }).click();
    await expect(drawer).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(drawer).toHaveCount(0);

    await menuButton.click();
    await drawer.getByRole("link", { name: "Actualités" }).click();
    await expect(page).toHaveURL("/news");
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Actualités");
  });

  test("shows the first 7 links, the active one highlighted, and the red Live button on a large screen", async ({ page }) => {
    await page.goto("/news");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link")).toHaveText(["Accueil", "Actualités", "Les Jeux", "Pays", "Sports", "Sites", "Organisation"]);
    await expect(nav.getByRole("link", { name: "Actualités" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Live — Résultats en direct" })).toHaveAttribute("href", "/live");
    const external = page.locator("footer a[target=_blank]");
    await expect(external).toHaveCount(7);
    for (const link of await external.all()) await expect(link).toHaveAttribute("rel", /noopener/);
  });

  test("leads from a Résultats menu in the header to the schedule, the results, the medal table, live and the favourites, by keyboard", async ({ page }) => {
    await page.goto("/news");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    const summary = nav.locator("summary", { hasText: "Résultats" });
    await summary.focus();
    await page.keyboard.press("Enter");
    const menu = nav.getByRole("list").getByRole("list");
    await expect
      .poll(() => menu.getByRole("link").evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute("href")])))
      .toEqual([
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
    await expect(page).toHaveURL("/medals");
    // On a results page the menu is marked as where the visitor is.
    await expect(summary).toHaveCSS("color", "rgb(255, 255, 255)");
  });

  test("shows five links and the Résultats menu at 1024 px, the drawer holding the rest", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto("/news");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link")).toHaveText(["Actualités", "Les Jeux", "Pays", "Sports", "Sites"]);
    await expect(nav.locator("summary")).toHaveText("Résultats");
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeVisible();
  });

  test("keeps the Live button's dot still outside the days of competition, and pulsing during them", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.locator("header [data-live-dot]")).toHaveCSS("animation-name", gamesUnderway(new Date(), INITIAL_EVENT) ? "pulse" : "none");
  });
});

test.describe("home page", () => {
  test("counts down every second", async ({ page }) => {
    await page.goto("/");
    const seconds = page.locator('[data-unit="seconds"]');
    expect(Number(await page.locator('[data-unit="days"]').textContent())).toBeGreaterThan(0);
    const first = (await seconds.textContent())!;
    await expect(seconds).not.toHaveText(first, { timeout: 3000 });
  });

  test("opens the latest news articles", async ({ page }) => {
    await page.goto("/");
    const links = page.getByRole("region", { name: "Dernières actualités" }).getByRole("heading", { level: 3 }).getByRole("link");
    await expect(links).toHaveCount(4);
    const title = (await links.first().textContent())!;
    await links.first().click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
});
