import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { expectNoAxeViolations } from "../helpers/axe.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { startSmtpServer } from "../helpers/smtp.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});
const e2e = siteAndBrowser(() => ({ SMTP_URL: smtp.url, ADMIN_EMAIL: "chief@tahiti2027.test", ADMIN_PASSWORD: "Vaa-Race-2027" }));

async function unlockedPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await unlockedContext(e2e.browser, e2e.site);
  return { context, page: await context.newPage() };
}

describe("accounts in a browser", () => {
  it("signs up, confirms from the emailed link, signs in and signs out", async () => {
    const { context, page } = await unlockedPage();
    try {
      const email = "teva@tahiti2027.test";
      await page.goto(`${e2e.site.url}/auth`);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "Inscription" }).click();
      await page.getByLabel("Confirmer le mot de passe").waitFor();
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Mot de passe", { exact: true }).fill("Motu2027");
      await page.getByLabel("Confirmer le mot de passe").fill("Motu2028");
      await page.getByRole("button", { name: "Créer un compte" }).click();
      await expect.poll(() => page.getByRole("alert").textContent()).toBe(fr.auth.errors.passwordsDontMatch);
      expect(await page.getByLabel("Email").inputValue()).toBe(email);

      await page.getByLabel("Mot de passe", { exact: true }).fill("Motu2027");
      await page.getByLabel("Confirmer le mot de passe").fill("Motu2027");
      await page.getByRole("button", { name: "Créer un compte" }).click();
      await expect.poll(() => page.getByRole("status").textContent()).toBe(fr.auth.signupSuccess);

      const mail = await smtp.waitFor(email);
      const link = mail.match(/https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/)![0].replace(/^https?:\/\/[^/]+/, e2e.site.url);
      await page.goto(link);
      await page.waitForURL(/\/auth\?verified=1$/);
      expect(await page.getByRole("status").textContent()).toBe(fr.auth.verified);

      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Mot de passe").fill("Motu2027");
      await page.getByRole("button", { name: "Se connecter" }).click();
      await page.waitForURL(`${e2e.site.url}/`);
      await page.getByText(fr.auth.loginSuccess).waitFor();
      expect(await page.getByText(fr.auth.loginSuccess).count()).toBe(1);

      // A plain user is turned away from the back office with the denial message.
      await page.goto(`${e2e.site.url}/admin/dashboard`);
      expect(await page.getByRole("alert").textContent()).toBe(fr.admin.denied);

      // Signed in, /auth is the account page: the way to sign out everywhere.
      await page.goto(`${e2e.site.url}/auth`);
      await page.getByRole("button", { name: fr.auth.signOutEverywhere, exact: true }).waitFor();
      await expectNoAxeViolations(page);
      const cookies = await context.cookies();
      expect(cookies.some((c) => c.name.includes("session_token"))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("signs an admin in from /admin/login to the dashboard, and out again", async () => {
    const { context, page } = await unlockedPage();
    try {
      await page.goto(`${e2e.site.url}/admin/login`);
      await expectNoAxeViolations(page);
      await page.getByLabel("Email").fill("chief@tahiti2027.test");
      await page.getByLabel("Mot de passe").fill("wrong-password");
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect.poll(() => page.getByRole("alert").textContent()).toBe(fr.auth.errors.invalidCredentials);

      await page.getByLabel("Mot de passe").fill("Vaa-Race-2027");
      await page.getByRole("button", { name: "Se connecter" }).click();
      await page.waitForURL(`${e2e.site.url}/admin/dashboard`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(fr.admin.dashboard);
      expect(await page.getByText("Connecté : chief@tahiti2027.test").count()).toBe(1);
      // Check the page with the welcome toast fully shown (axe misreads colours mid-animation).
      await page.getByText(fr.auth.loginSuccess).waitFor();
      await page.waitForTimeout(800);
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Se déconnecter" }).click();
      await page.waitForURL(`${e2e.site.url}/`);
      await page.goto(`${e2e.site.url}/admin/dashboard`);
      await page.waitForURL(/\/auth\?redirectTo=%2Fadmin%2Fdashboard$/);
    } finally {
      await context.close();
    }
  });

  it("lets an admin manage accounts on /admin/users without accessibility violations", async () => {
    const admin = await sessionFor(e2e.site, "admin");
    const { context, page } = await unlockedPage();
    try {
      const session = admin.cookie.split("; ").find((c) => c.includes("session_token"))!;
      const eq = session.indexOf("=");
      await context.addCookies([{ name: session.slice(0, eq), value: session.slice(eq + 1), url: e2e.site.url }]);
      await page.goto(`${e2e.site.url}/admin/users`);
      expect(await page.getByRole("row").count()).toBeGreaterThan(2);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
