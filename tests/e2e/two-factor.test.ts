import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";
import { totp, wrongTotp } from "../helpers/totp.ts";

const PASSWORD = "Motu2027x"; // sessionFor's password
const e2e = siteAndBrowser();

/** A phone-sized or desktop browser signed in as a new moderator. */
async function signedIn(options: { javaScriptEnabled?: boolean; width?: number } = {}) {
  const { cookie, email } = await sessionFor(e2e.site, "moderator");
  const context = await unlockedContext(e2e.browser, e2e.site, { javaScriptEnabled: options.javaScriptEnabled ?? true, viewport: { width: options.width ?? 1366, height: 900 } });
  const session = cookie.split("; ").find((c) => c.includes("session_token"))!;
  const eq = session.indexOf("=");
  await context.addCookies([{ name: session.slice(0, eq), value: session.slice(eq + 1), url: e2e.site.url }]);
  return { context, page: await context.newPage(), email };
}

async function expectFitsTheScreen(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, page.url()).toBeLessThanOrEqual(width);
}

/** Turns two-factor on from the account page, as a person with an authenticator app would. */
async function enrol(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.getByLabel(fr.auth.password).fill(PASSWORD);
  await page.getByRole("button", { name: fr.twoFactor.enable }).click();
  await page.getByRole("img", { name: fr.twoFactor.qrLabel }).waitFor();
  const secret = (await page.locator("[data-secret]").getAttribute("data-secret"))!;
  await page.getByLabel(fr.twoFactor.code).fill(totp(secret));
  await page.getByRole("button", { name: fr.twoFactor.confirm }).click();
  await expect.poll(() => page.getByRole("status").textContent()).toBe(fr.twoFactor.enabledNotice);
  const codes = await page.locator("[data-recovery-code]").evaluateAll((items) => items.map((item) => item.getAttribute("data-recovery-code")!));
  return { secret, codes };
}

/** Signs out from the back office, then gives the password again at /admin/login. */
async function signOutAndSignInAgain(page: Page, email: string) {
  await page.getByRole("button", { name: fr.admin.signOut, exact: true }).click();
  await page.waitForURL(`${e2e.site.url}/`);
  await page.goto(`${e2e.site.url}/admin/login`);
  await page.getByLabel(fr.auth.email).fill(email);
  await page.getByLabel(fr.auth.password).fill(PASSWORD);
  await page.getByRole("button", { name: fr.auth.login }).click();
}

describe("two-factor sign-in for staff, in Chromium", () => {
  it("enrols from the header's account link, then signs in with the code (with JavaScript), without accessibility violations", async () => {
    const { context, page, email } = await signedIn();
    try {
      await page.goto(`${e2e.site.url}/admin/dashboard`);
      await page.getByRole("link", { name: fr.twoFactor.account }).click();
      await page.waitForURL(`${e2e.site.url}/admin/account`);
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: fr.twoFactor.enable }).click();
      await expect.poll(() => page.locator("#start-password-error").textContent()).toBe(fr.twoFactor.errors.passwordRequired);
      expect(await page.getByLabel(fr.auth.password).getAttribute("aria-invalid")).toBe("true");

      await page.getByLabel(fr.auth.password).fill(PASSWORD);
      await page.getByRole("button", { name: fr.twoFactor.enable }).click();
      await page.getByRole("img", { name: fr.twoFactor.qrLabel }).waitFor();
      await expectNoAxeViolations(page);
      const secret = (await page.locator("[data-secret]").getAttribute("data-secret"))!;
      await page.getByLabel(fr.twoFactor.code).fill(wrongTotp(secret));
      await page.getByRole("button", { name: fr.twoFactor.confirm }).click();
      await expect.poll(() => page.locator("#confirm-code-error").textContent()).toBe(fr.twoFactor.errors.invalidCode);
      await page.getByLabel(fr.twoFactor.code).fill(totp(secret));
      await page.getByRole("button", { name: fr.twoFactor.confirm }).click();
      await expect.poll(() => page.getByRole("status").textContent()).toBe(fr.twoFactor.enabledNotice);
      expect(await page.locator("[data-recovery-code]").count()).toBe(10);
      await expectNoAxeViolations(page);

      await signOutAndSignInAgain(page, email);
      await page.waitForURL(/\/admin\/login\/code\?redirectTo=%2Fadmin%2Fdashboard$/);
      await expectNoAxeViolations(page);
      await page.getByLabel(fr.twoFactor.code).fill(wrongTotp(secret));
      await page.getByRole("button", { name: fr.twoFactor.verify }).click();
      await expect.poll(() => page.locator("#code-error").textContent()).toBe(fr.twoFactor.errors.invalidCode);
      await expectNoAxeViolations(page);
      await page.getByLabel(fr.twoFactor.code).fill(totp(secret));
      await page.getByRole("button", { name: fr.twoFactor.verify }).click();
      await page.waitForURL(`${e2e.site.url}/admin/dashboard`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(fr.admin.dashboard);
    } finally {
      await context.close();
    }
  });

  it("works without JavaScript on a phone-sized screen: enrolment, then sign-in with a recovery code", async () => {
    const { context, page, email } = await signedIn({ javaScriptEnabled: false, width: 390 });
    try {
      await page.goto(`${e2e.site.url}/admin/account`);
      await expectFitsTheScreen(page);
      const { codes } = await enrol(page);
      await expectFitsTheScreen(page);
      await page.reload();
      expect(await page.locator("[data-recovery-code]").count()).toBe(0);

      await signOutAndSignInAgain(page, email);
      await page.waitForURL(/\/admin\/login\/code/);
      await expectFitsTheScreen(page);
      await page.getByRole("link", { name: fr.twoFactor.useRecovery }).click();
      await page.getByLabel(fr.twoFactor.recoveryCode).fill(codes[0]!);
      await page.getByRole("button", { name: fr.twoFactor.verify }).click();
      await page.waitForURL(`${e2e.site.url}/admin/dashboard`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(fr.admin.dashboard);
    } finally {
      await context.close();
    }
  });
});
