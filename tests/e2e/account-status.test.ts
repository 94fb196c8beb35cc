import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

const e2e = siteAndBrowser();

describe("the signed-in state on the public pages", () => {
  it("on the narrowest phone, shows a signed-in visitor their account in the header of a public page, and signs them out back to that page", async () => {
    const { email } = await sessionFor(e2e.site, "user");
    const context = await unlockedContext(e2e.browser, e2e.site, { viewport: { width: 320, height: 700 } });
    try {
      const page = await context.newPage();
      const accountMenu = page.getByTestId("account-menu");

      // Signed out: the menu stays hidden, and the page asks the server nothing about an account.
      const asked: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/api/account")) asked.push(request.url());
      });
      await page.goto(`${e2e.site.url}/results?sport=judo`);
      await page.waitForLoadState("load");
      expect(await accountMenu.isHidden()).toBe(true);
      expect(asked).toEqual([]);

      await page.goto(`${e2e.site.url}/auth?redirectTo=${encodeURIComponent("/results?sport=judo")}`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Mot de passe").fill("Motu2027x");
      await page.getByRole("button", { name: fr.auth.login }).click();
      await page.waitForURL(`${e2e.site.url}/results?sport=judo`);

      // The page is the one every visitor gets; the browser adds who is signed in, inside the header
      // beside the menu button, on one line.
      const button = accountMenu.locator(`summary[aria-label="${fr.auth.accountMenu}"]`);
      await button.click();
      await accountMenu.getByText(email).waitFor();
      expect(await accountMenu.locator("p").textContent()).toBe(fr.auth.signedInAs.replace("{{email}}", email));
      const [account, menuButton] = [(await button.boundingBox())!, (await page.getByRole("button", { name: fr.a11y.openMenu }).boundingBox())!];
      expect(Math.abs(account.y + account.height / 2 - (menuButton.y + menuButton.height / 2))).toBeLessThanOrEqual(1);
      expect(menuButton.x + menuButton.width).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await expectNoAxeViolations(page);
      // The session cookie stays out of the page's reach; only the hint is readable.
      const readable = await page.evaluate(() => document.cookie);
      expect(readable).toContain("t27_account=1");
      expect(readable).not.toContain("session_token");

      await accountMenu.getByRole("button", { name: fr.auth.signOut }).click();
      await page.waitForURL(`${e2e.site.url}/results?sport=judo`);
      await page.getByText(fr.auth.signedOut).waitFor();
      await page.waitForLoadState("load");
      expect(await accountMenu.isHidden()).toBe(true);
      const cookies = await context.cookies();
      expect(cookies.some((cookie) => cookie.name.includes("session_token") && cookie.value !== "")).toBe(false);
      expect(cookies.some((cookie) => cookie.name === "t27_account" && cookie.value !== "")).toBe(false);

      // And it is signed out for good: a page opened afterwards shows no account either.
      await page.goto(`${e2e.site.url}/live`);
      await page.waitForLoadState("load");
      expect(await accountMenu.isHidden()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("on a large screen, shows the account menu in the header of a Japanese page and signs out back to it", async () => {
    const { email } = await sessionFor(e2e.site, "user");
    const context = await unlockedContext(e2e.browser, e2e.site, { viewport: { width: 1366, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${e2e.site.url}/ja/auth?redirectTo=${encodeURIComponent("/ja/countries/tah")}`);
      await page.getByLabel(ja.auth.email).fill(email);
      await page.getByLabel(ja.auth.password).fill("Motu2027x");
      await page.getByRole("button", { name: ja.auth.login }).click();
      await page.waitForURL(`${e2e.site.url}/ja/countries/tah`);
      const menu = page.getByTestId("account-menu");
      const button = menu.locator(`summary[aria-label="${ja.auth.accountMenu}"]`);
      await button.click();
      await menu.getByText(email).waitFor();
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      await expectNoAxeViolations(page);
      await menu.getByRole("button", { name: ja.auth.signOut }).click();
      await page.waitForURL(`${e2e.site.url}/ja/countries/tah`);
      await page.getByText(ja.auth.signedOut).waitFor();
      expect(await menu.isHidden()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("drops a hint the server no longer backs, and shows no account", async () => {
    const context = await unlockedContext(e2e.browser, e2e.site);
    try {
      await context.addCookies([{ name: "t27_account", value: "1", url: e2e.site.url }]);
      const page = await context.newPage();
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/account"));
      await page.goto(`${e2e.site.url}/venues`);
      expect(await (await answered).json()).toEqual({ email: null });
      await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === "t27_account")).toBe(false);
      expect(await page.getByTestId("account-menu").isHidden()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
