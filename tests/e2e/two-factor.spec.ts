import type { BrowserContext, Page } from "@playwright/test";
import { fr } from "~/locales/fr.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { axeViolations } from "../helpers/axe.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { expect, test } from "../helpers/fixtures.ts";
import type { TestSite } from "../helpers/site.ts";
import { totp, wrongTotp } from "../helpers/totp.ts";

const PASSWORD = "Motu2027x"; // sessionFor's password

/** Signs the browser context in as a new moderator; returns the moderator's email. */
async function signInModerator(context: BrowserContext, site: TestSite): Promise<string> {
  const { cookie, email } = await sessionFor(site, "moderator");
  const session = cookie.split("; ").find((c) => c.includes("session_token"))!;
  const eq = session.indexOf("=");
  await context.addCookies([{ name: session.slice(0, eq), value: session.slice(eq + 1), url: site.url }]);
  return email;
}

async function expectFitsTheScreen(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), page.url()).toBeLessThanOrEqual(0);
}

/** Turns two-factor on from the account page, as a person with an authenticator app would. */
async function enrol(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.getByLabel(fr.auth.password).fill(PASSWORD);
  await page.getByRole("button", { name: fr.twoFactor.enable }).click();
  await expect(page.getByRole("img", { name: fr.twoFactor.qrLabel })).toBeVisible();
  const secret = (await page.locator("[data-secret]").getAttribute("data-secret"))!;
  await page.getByLabel(fr.twoFactor.code).fill(totp(secret));
  await page.getByRole("button", { name: fr.twoFactor.confirm }).click();
  await expect(page.getByRole("status")).toHaveText(fr.twoFactor.enabledNotice);
  const codes = await page.locator("[data-recovery-code]").evaluateAll((items) => items.map((item) => item.getAttribute("data-recovery-code")!));
  return { secret, codes };
}

/** Signs out from the back office, then gives the password again at /admin/login. */
async function signOutAndSignInAgain(page: Page, email: string) {
  await page.getByRole("button", { name: fr.admin.signOut, exact: true }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/admin/login");
  await page.getByLabel(fr.auth.email).fill(email);
  await page.getByLabel(fr.auth.password).fill(PASSWORD);
  await page.getByRole("button", { name: fr.auth.login }).click();
}

test.describe("two-factor sign-in for staff, in Chromium", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("enrols from the header's account link, then signs in with the code (with JavaScript), without accessibility violations", async ({ context, page, site }) => {
    // Two sign-ins, an enrolment, two refused codes and five axe runs: past the usual time on a busy machine.
    test.slow();
    const email = await signInModerator(context, site);
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: fr.twoFactor.account }).click();
    await expect(page).toHaveURL("/admin/account");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: fr.twoFactor.enable }).click();
    await expect(page.locator("#start-password-error")).toHaveText(fr.twoFactor.errors.passwordRequired);
    await expect(page.getByLabel(fr.auth.password)).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel(fr.auth.password).fill(PASSWORD);
    await page.getByRole("button", { name: fr.twoFactor.enable }).click();
    await expect(page.getByRole("img", { name: fr.twoFactor.qrLabel })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const secret = (await page.locator("[data-secret]").getAttribute("data-secret"))!;
    await page.getByLabel(fr.twoFactor.code).fill(wrongTotp(secret));
    await page.getByRole("button", { name: fr.twoFactor.confirm }).click();
    // A refused code can take the server eight seconds on a busy machine.
    await expect(page.locator("#confirm-code-error")).toHaveText(fr.twoFactor.errors.invalidCode, { timeout: 30_000 });
    await page.getByLabel(fr.twoFactor.code).fill(totp(secret));
    await page.getByRole("button", { name: fr.twoFactor.confirm }).click();
    await expect(page.getByRole("status")).toHaveText(fr.twoFactor.enabledNotice);
    await expect(page.locator("[data-recovery-code]")).toHaveCount(10);
    expect(await axeViolations(page)).toEqual([]);

    await signOutAndSignInAgain(page, email);
    await expect(page).toHaveURL(/\/admin\/login\/code\?redirectTo=%2Fadmin%2Fdashboard$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(fr.twoFactor.code).fill(wrongTotp(secret));
    await page.getByRole("button", { name: fr.twoFactor.verify }).click();
    await expect(page.locator("#code-error")).toHaveText(fr.twoFactor.errors.invalidCode, { timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(fr.twoFactor.code).fill(totp(secret));
    await page.getByRole("button", { name: fr.twoFactor.verify }).click();
    await expect(page).toHaveURL("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.admin.dashboard);
  });

  test("works without JavaScript on a phone-sized screen: enrolment, then sign-in with a recovery code", async ({ browser, site }) => {
    const context = await unlockedContext(browser, site, { javaScriptEnabled: false, viewport: { width: 390, height: 900 }, baseURL: site.url });
    try {
      const email = await signInModerator(context, site);
      const page = await context.newPage();
      await page.goto("/admin/account");
      await expectFitsTheScreen(page);
      const { codes } = await enrol(page);
      await expectFitsTheScreen(page);
      await page.reload();
      await expect(page.locator("[data-recovery-code]")).toHaveCount(0);

      await signOutAndSignInAgain(page, email);
      await expect(page).toHaveURL(/\/admin\/login\/code/);
      await expectFitsTheScreen(page);
      await page.getByRole("link", { name: fr.twoFactor.useRecovery }).click();
      await page.getByLabel(fr.twoFactor.recoveryCode).fill(codes[0]!);
      await page.getByRole("button", { name: fr.twoFactor.verify }).click();
      await expect(page).toHaveURL("/admin/dashboard");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.admin.dashboard);
    } finally {
      await context.close();
    }
  });
});
