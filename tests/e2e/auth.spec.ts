import { fr } from "~/locales/fr.ts";
import { axeViolations } from "../helpers/axe.ts";
import { expect, test as base } from "../helpers/fixtures.ts";
import { startSmtpServer } from "../helpers/smtp.ts";

const ADMIN_EMAIL = "chief@tahiti2027.test";
const ADMIN_PASSWORD = "Vaa-Race-2027";

/**
 * The site sends its confirmation mails to a mail server of the worker's, and has an administrator
 * from its environment: an environment of its own, so these tests get a site (and workers) of their own.
 */
const test = base.extend<object, { smtp: Awaited<ReturnType<typeof startSmtpServer>> }>({
  smtp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const smtp = await startSmtpServer();
      await use(smtp);
      await smtp.close();
    },
    { scope: "worker" },
  ],
  siteEnv: async ({ smtp }, provide) => provide({ SMTP_URL: smtp.url, ADMIN_EMAIL, ADMIN_PASSWORD }),
});

test.describe("accounts in a browser", () => {
  test("signs up, confirms from the emailed link, signs in and signs out", async ({ page, context, site, smtp }) => {
    // A sign-up, a mail, a sign-in and two axe runs: past the usual time on a busy machine.
    test.slow();
    const email = `teva-${test.info().workerIndex}-${Date.now()}@tahiti2027.test`;
    await page.goto("/auth");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Inscription" }).click();
    await expect(page.getByLabel("Confirmer le mot de passe")).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("Motu2027");
    await page.getByLabel("Confirmer le mot de passe").fill("Motu2028");
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await expect(page.getByRole("alert")).toHaveText(fr.auth.errors.passwordsDontMatch);
    await expect(page.getByLabel("Email")).toHaveValue(email);

    await page.getByLabel("Mot de passe", { exact: true }).fill("Motu2027");
    await page.getByLabel("Confirmer le mot de passe").fill("Motu2027");
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await expect(page.getByRole("status")).toHaveText(fr.auth.signupSuccess);

    const mail = await smtp.waitFor(email);
    const link = mail.match(/https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/)![0].replace(/^https?:\/\/[^/]+/, site.url);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\?verified=1$/);
    await expect(page.getByRole("status")).toHaveText(fr.auth.verified);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe").fill("Motu2027");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByText(fr.auth.loginSuccess)).toBeVisible();
    await expect(page.getByText(fr.auth.loginSuccess)).toHaveCount(1);

    // A plain user is turned away from the back office with the denial message.
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("alert")).toHaveText(fr.admin.denied);

    // Signed in, /auth is the account page: the way to sign out everywhere.
    await page.goto("/auth");
    await expect(page.getByRole("button", { name: fr.auth.signOutEverywhere, exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const cookies = await context.cookies();
    expect(cookies.some((c) => c.name.includes("session_token"))).toBe(true);
  });

  test("signs an admin in from /admin/login to the dashboard, and out again", async ({ page }) => {
    // Two sign-ins (one refused) and two axe runs: past the usual time on a busy machine.
    test.slow();
    await page.goto("/admin/login");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Mot de passe").fill("wrong-password");
    await page.getByRole("button", { name: "Se connecter" }).click();
    // The first refused sign-in of a server is its slowest answer: ten seconds on a busy machine.
    await expect(page.getByRole("alert")).toHaveText(fr.auth.errors.invalidCredentials, { timeout: 30_000 });

    await page.getByLabel("Mot de passe").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.admin.dashboard);
    await expect(page.getByText(`Connecté : ${ADMIN_EMAIL}`)).toHaveCount(1);
    // Check the page with the welcome toast fully shown: axe misreads colours mid-animation.
    await expect(page.getByText(fr.auth.loginSuccess)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running" && Number.isFinite(a.effect?.getComputedTiming().endTime)).length))
      .toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fdashboard$/);
  });

  test("lets an admin manage accounts on /admin/users without accessibility violations", async ({ signIn }) => {
    const context = await signIn("admin");
    const page = await context.newPage();
    await page.goto("/admin/users");
    await expect.poll(() => page.getByRole("row").count()).toBeGreaterThan(2);
    expect(await axeViolations(page)).toEqual([]);
  });
});
