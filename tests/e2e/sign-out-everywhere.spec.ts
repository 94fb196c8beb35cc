import type { BrowserContext, Page } from "@playwright/test";
import { fr } from "~/locales/fr.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { axeViolations } from "../helpers/axe.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { expect, test as base } from "../helpers/fixtures.ts";

const PASSWORD = "Motu2027x"; // what sessionFor gives its accounts

/** A browser of its own, signed in to the account through the sign-in form, on a public page; closed after the test. */
const test = base.extend<{ browserSignedIn: (email: string) => Promise<Page> }>({
  browserSignedIn: async ({ browser, site }, use) => {
    const opened: BrowserContext[] = [];
    // eslint-disable-next-line react-hooks/rules-of-hooks -- Playwright's use(), not a React hook (as in tests/helpers/fixtures.ts)
    await use(async (email) => {
      const context = await unlockedContext(browser, site, { viewport: { width: 390, height: 844 }, baseURL: site.url });
      opened.push(context);
      const page = await context.newPage();
      await page.goto(`/auth?redirectTo=${encodeURIComponent("/live")}`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Mot de passe").fill(PASSWORD);
      await page.getByRole("button", { name: fr.auth.login }).click();
      await expect(page).toHaveURL("/live");
      await expect(page.getByTestId("account-menu")).toBeVisible();
      return page;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

test.describe("sign out everywhere, in two browsers signed in to one account", () => {
  test("from the visitor's account page: the other browser's next page shows it signed out", async ({ browserSignedIn, site }) => {
    // Two browsers signed in through the form, an axe run and five pages: near the usual time on a busy machine.
    test.slow();
    const { email } = await sessionFor(site, "user");
    const [page, other] = [await browserSignedIn(email), await browserSignedIn(email)];
    const menu = page.getByTestId("account-menu");
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: fr.auth.manageAccount }).click();
    await expect(page).toHaveURL("/auth");
    await expect(page.getByRole("heading", { name: fr.auth.sessionsTitle })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: fr.auth.signOutEverywhere }).click();
    await expect(page).toHaveURL("/auth?everywhere=1");
    await expect(page.getByRole("status")).toHaveText(fr.auth.signedOutEverywhere);
    await expect(page.getByRole("button", { name: fr.auth.login })).toBeVisible();

    // The other browser still holds its cookies; its next page finds the session gone.
    await other.goto("/results", { waitUntil: "load" });
    await expect.poll(() => other.evaluate(() => document.cookie.split("; ").includes("t27_account=1"))).toBe(false);
    await expect(other.getByTestId("account-menu")).toBeHidden();
    await other.goto("/auth");
    await expect(other.getByRole("button", { name: fr.auth.login })).toBeVisible();
    await expect(other.getByRole("button", { name: fr.auth.signOutEverywhere })).toHaveCount(0);
  });

  test("from /admin/account: the other browser's next back-office page sends it to sign in", async ({ browserSignedIn, site }) => {
    // Two browsers signed in through the form: past the usual time on a busy machine.
    test.slow();
    const { email } = await sessionFor(site, "moderator");
    const [page, other] = [await browserSignedIn(email), await browserSignedIn(email)];
    await page.goto("/admin/account");
    await page.getByRole("button", { name: fr.auth.signOutEverywhere }).click();
    await expect(page).toHaveURL("/admin/login?everywhere=1");
    await expect(page.getByRole("status")).toHaveText(fr.auth.signedOutEverywhere);

    await other.goto("/admin/dashboard");
    await expect(other).toHaveURL(`/auth?redirectTo=${encodeURIComponent("/admin/dashboard")}`);
    await expect(other.getByRole("button", { name: fr.auth.login })).toBeVisible();
  });
});
