import { fr } from "~/locales/fr.ts";
import { expect, test } from "../helpers/fixtures.ts";

// The schedule and the favourites at a venue with no signal (issue 22, point 8, ADR 035): kept by the
// service worker on a first visit, opened again with the server out of reach. This file's site is
// its own, since the test stops it.
test.use({ ownSite: true, siteEnv: { SEED_DEMO: "on" }, viewport: { width: 390, height: 844 } });

const DAY_TWO = "/schedule?day=2027-08-02";

test.describe("the schedule offline", () => {
  test("opens the schedule, its other days and the favourites with no network after a first visit, and the gate still applies online", async ({ context, page, site }) => {
    // Eight page loads and the service worker filling its cache: on a loaded machine, longer than most.
    test.slow();
    await page.goto("/favourites");
    const guam = page.getByRole("button", { name: /^Favori Guam$/ });
    await guam.click();
    await expect(guam).toHaveAttribute("aria-pressed", "true");
    await page.goto("/schedule");
    const kept = () => page.evaluate(async () => (await (await caches.open("t27-offline-v1")).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search));
    // The page, its files, the favourites visited before and each day of the schedule.
    await expect.poll(kept, { timeout: 20_000 }).toEqual(expect.arrayContaining(["/schedule", "/favourites", DAY_TWO, "/schedule?day=2027-08-03"]));
    expect((await kept()).some((path) => /^\/assets\/.+\.css$/.test(path))).toBe(true);
    expect((await kept()).some((path) => path === "/sw.js" || path.startsWith("/api/"))).toBe(false);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Online, the network answers first: without the gate's cookie, the gate, not the copy.
    const cookies = await context.cookies();
    await context.clearCookies();
    await page.reload();
    await expect(page.locator("input[type=password]")).toHaveCount(1);
    await context.addCookies(cookies);
    await page.goto("/schedule");

    const title = await page.locator("h1").innerText();
    await site.close();
    await context.setOffline(true);
    await page.goto("/schedule");
    await expect(page.locator("h1")).toHaveText(title, { useInnerText: true });
    await expect(page.getByText(fr.offline.notice)).toBeVisible();
    // Styled as online: the kept stylesheet applies.
    await expect(page.locator("h1")).toHaveCSS("font-weight", "800");
    await page.goto(DAY_TWO);
    await expect(page.locator("[data-session]")).not.toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: /2 août/ })).toBeVisible();
    // The favourites too, and the schedule's switch still reads them.
    await page.goto("/favourites");
    await expect(page.getByRole("button", { name: /^Favori Guam$/ })).toHaveAttribute("aria-pressed", "true");
    await page.goto("/schedule?day=2027-08-03");
    await page.getByRole("checkbox", { name: fr.favourites.only }).check();
    await expect(page.locator("[data-session]:visible")).toHaveCount(2);
  });
});
