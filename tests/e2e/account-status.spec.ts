import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { axeViolations } from "../helpers/axe.ts";
import { expect, test } from "../helpers/fixtures.ts";

test.describe("the signed-in state on the public pages", () => {
  test("on the narrowest phone, shows a signed-in visitor their account in the header of a public page, and signs them out back to that page", async ({ context, page, site }) => {
    const { email } = await sessionFor(site, "user");
    await page.setViewportSize({ width: 320, height: 700 });
    const accountMenu = page.getByTestId("account-menu");

    // Signed out: the menu stays hidden, and the page asks the server nothing about an account.
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/account")) asked.push(request.url());
    });
    await page.goto("/results?sport=judo", { waitUntil: "load" });
    await expect(accountMenu).toBeHidden();
    expect(asked).toEqual([]);

    await page.goto(`/auth?redirectTo=${encodeURIComponent("/results?sport=judo")}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe").fill("Motu2027x");
    await page.getByRole("button", { name: fr.auth.login }).click();
    await expect(page).toHaveURL("/results?sport=judo");

    // The page is the one every visitor gets; the browser adds who is signed in, inside the header
    // beside the menu button, on one line.
    const button = accountMenu.locator(`summary[aria-label="${fr.auth.accountMenu}"]`);
    await button.click();
    await expect(accountMenu.getByText(email)).toBeVisible();
    await expect(accountMenu.locator("p")).toHaveText(fr.auth.signedInAs.replace("{{email}}", email));
    const [account, menuButton] = [(await button.boundingBox())!, (await page.getByRole("button", { name: fr.a11y.openMenu }).boundingBox())!];
    expect(Math.abs(account.y + account.height / 2 - (menuButton.y + menuButton.height / 2))).toBeLessThanOrEqual(1);
    expect(menuButton.x + menuButton.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
    // The session cookie stays out of the page's reach; only the hint is readable.
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).toContain("t27_account=1");
    expect(readable).not.toContain("session_token");

    await accountMenu.getByRole("button", { name: fr.auth.signOut }).click();
    await expect(page).toHaveURL("/results?sport=judo");
    await expect(page.getByText(fr.auth.signedOut)).toBeVisible();
    await page.waitForLoadState("load");
    await expect(accountMenu).toBeHidden();
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => cookie.name.includes("session_token") && cookie.value !== "")).toBe(false);
    expect(cookies.some((cookie) => cookie.name === "t27_account" && cookie.value !== "")).toBe(false);

    // And it is signed out for good: a page opened afterwards shows no account either.
    await page.goto("/live", { waitUntil: "load" });
    await expect(accountMenu).toBeHidden();
  });

  test("on a large screen, shows the account menu in the header of a Japanese page and signs out back to it", async ({ page, site }) => {
    const { email } = await sessionFor(site, "user");
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/ja/auth?redirectTo=${encodeURIComponent("/ja/countries/tah")}`);
    await page.getByLabel(ja.auth.email).fill(email);
    await page.getByLabel(ja.auth.password).fill("Motu2027x");
    await page.getByRole("button", { name: ja.auth.login }).click();
    await expect(page).toHaveURL("/ja/countries/tah");
    const menu = page.getByTestId("account-menu");
    const button = menu.locator(`summary[aria-label="${ja.auth.accountMenu}"]`);
    await button.click();
    await expect(menu.getByText(email)).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(await axeViolations(page)).toEqual([]);
    await menu.getByRole("button", { name: ja.auth.signOut }).click();
    await expect(page).toHaveURL("/ja/countries/tah");
    await expect(page.getByText(ja.auth.signedOut)).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test("drops a hint the server no longer backs, and shows no account", async ({ context, page, site }) => {
    await context.addCookies([{ name: "t27_account", value: "1", url: site.url }]);
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/account"));
    await page.goto("/venues");
    expect(await (await answered).json()).toEqual({ email: null });
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === "t27_account")).toBe(false);
    await expect(page.getByTestId("account-menu")).toBeHidden();
  });
});
