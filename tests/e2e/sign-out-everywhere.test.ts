import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

const e2e = siteAndBrowser();
const PASSWORD = "Motu2027x"; // what sessionFor gives its accounts

/** A browser of its own, signed in to the account through the sign-in form, on a public page. */
async function browserSignedIn(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await unlockedContext(e2e.browser, e2e.site, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${e2e.site.url}/auth?redirectTo=${encodeURIComponent("/live")}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(PASSWORD);
  await page.getByRole("button", { name: fr.auth.login }).click();
  await page.waitForURL(`${e2e.site.url}/live`);
  await page.getByTestId("account-menu").waitFor();
  return { context, page };
}

describe("sign out everywhere, in two browsers signed in to one account", () => {
  it("from the visitor's account page: the other browser's next page shows it signed out", async () => {
    const { email } = await sessionFor(e2e.site, "user");
    const [one, two] = [await browserSignedIn(email), await browserSignedIn(email)];
    try {
      const { page } = one;
      const menu = page.getByTestId("account-menu");
      await menu.locator("summary").click();
      await menu.getByRole("link", { name: fr.auth.manageAccount }).click();
      await page.waitForURL(`${e2e.site.url}/auth`);
      await page.getByRole("heading", { name: fr.auth.sessionsTitle }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: fr.auth.signOutEverywhere }).click();
      await page.waitForURL(`${e2e.site.url}/auth?everywhere=1`);
      expect(await page.getByRole("status").textContent()).toBe(fr.auth.signedOutEverywhere);
      await page.getByRole("button", { name: fr.auth.login }).waitFor();

      // The other browser still holds its cookies; its next page finds the session gone.
      const other = two.page;
      await other.goto(`${e2e.site.url}/results`);
      await other.waitForLoadState("load");
      await other.waitForFunction(() => !document.cookie.split("; ").includes("t27_account=1"));
      expect(await other.getByTestId("account-menu").isHidden()).toBe(true);
      await other.goto(`${e2e.site.url}/auth`);
      await other.getByRole("button", { name: fr.auth.login }).waitFor();
      expect(await other.getByRole("button", { name: fr.auth.signOutEverywhere }).count()).toBe(0);
    } finally {
      await Promise.all([one.context.close(), two.context.close()]);
    }
  });

  it("from /admin/account: the other browser's next back-office page sends it to sign in", async () => {
    const { email } = await sessionFor(e2e.site, "moderator");
    const [one, two] = [await browserSignedIn(email), await browserSignedIn(email)];
    try {
      const { page } = one;
      await page.goto(`${e2e.site.url}/admin/account`);
      await page.getByRole("button", { name: fr.auth.signOutEverywhere }).click();
      await page.waitForURL(`${e2e.site.url}/admin/login?everywhere=1`);
      expect(await page.getByRole("status").textContent()).toBe(fr.auth.signedOutEverywhere);

      const other = two.page;
      await other.goto(`${e2e.site.url}/admin/dashboard`);
      await other.waitForURL(`${e2e.site.url}/auth?redirectTo=${encodeURIComponent("/admin/dashboard")}`);
      await other.getByRole("button", { name: fr.auth.login }).waitFor();
    } finally {
      await Promise.all([one.context.close(), two.context.close()]);
    }
  });
});
