import { fr } from "~/locales/fr.ts";
import { sportsResults } from "../../db/schema/results.ts";
import { unlockedContext } from "../helpers/browser.ts";
import { expect, test } from "../helpers/fixtures.ts";
import { INITIAL_DELEGATIONS } from "../helpers/initial-content.ts";

/** A suffix that sets this test's results apart from those other tests record on the shared site. */
const unique = () => `${test.info().workerIndex}-${Date.now()}`;

test.describe("/live in a browser", () => {
  test("shows a gold medal entered by an editor in another page, without reloading", async ({ page: live, signIn }) => {
    // Two pages, one of them the back office hydrating its form: on a loaded machine, longer than most.
    test.slow();
    const athlete = `Live Gold Lifter ${unique()}`;
    await live.goto("/live");
    await expect(live.locator('[data-live-status="live"]')).toBeVisible();
    await expect(live.getByRole("status")).toHaveText(fr.live.status.live);
    // A delegation not yet in the medal table (Kiribati on a new site): other tests' medals share it.
    const medalled = await live.locator("tr[data-code]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-code")));
    const code = ["KIR", ...INITIAL_DELEGATIONS.map((delegation) => delegation.code)].find((candidate) => !medalled.includes(candidate))!;
    const delegation = live.locator(`tr[data-code="${code}"]`);
    await expect(delegation).toHaveCount(0);
    // A full reload would lose this mark; revalidation keeps it.
    await live.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const admin = await (await signIn("moderator")).newPage();
    await admin.goto("/admin/results/new");
    await admin.waitForLoadState("networkidle");
    await admin.selectOption("#result-sport", "weightlifting");
    await admin.fill("#result-event", "89 kg");
    await admin.fill("#result-athlete", athlete);
    await admin.selectOption("#result-country", code);
    await admin.fill("#result-result", "342 kg");
    await admin.selectOption("#result-medal", "gold");
    await admin.getByRole("button", { name: fr.adminResults.create }).click();
    await expect(admin.getByText(fr.adminResults.created).first()).toBeVisible();

    await expect(delegation).toBeVisible({ timeout: 3000 });
    await expect(delegation.locator("td").nth(1)).toHaveText("1");
    await expect(live.locator("tr[data-result]").filter({ hasText: athlete })).toBeVisible();
    expect(await live.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  });

  test("reconnects by itself after the stream is refused, and catches up on what it missed", async ({ page: live, site }) => {
    const athlete = `Missed Archer ${unique()}`;
    await live.route("**/api/live/events", (route) => route.fulfill({ status: 503, body: "" }));
    await live.goto("/live");
    await expect(live.locator('[data-live-status="reconnecting"]')).toBeVisible();
    await expect(live.getByRole("status")).toHaveText(fr.live.status.reconnecting);

    // Recorded while the page had no stream: nothing announced it to this page.
    await site.database.db.insert(sportsResults).values({ sport: "archery", event: "Recurve", athlete, country: "PLW", result: "652", medal: "gold", date: "2027-08-09" });
    await site.settled();
    await live.unroute("**/api/live/events");

    await expect(live.locator('[data-live-status="live"]')).toBeVisible({ timeout: 10_000 });
    await expect(live.locator("tr[data-result]").filter({ hasText: athlete })).toBeVisible();
  });

  test("reads itself again once it listens when the server sent it the copy a change replaced, and only then", async ({ browser, site }) => {
    const athlete = `Listed Judoka ${unique()}`;
    await site.database.db.insert(sportsResults).values({ sport: "judo", event: "-66 kg", athlete, country: "NCL", result: "Ippon", medal: "gold", date: "2027-08-10" });
    await site.settled();
    for (const stale of [false, true]) {
      // A browser of its own each time: its HTTP cache would revalidate the page instead of reading it.
      const visitor = await unlockedContext(browser, site, { baseURL: site.url });
      try {
        // The page's own record of its reads: it reads in the handler that says it listens, so the
        // record is whole once the page says so, where the network's report of a read may still be on its way.
        await visitor.addInitScript(() => {
          const reads: string[] = [];
          Object.defineProperty(window, "__reads", { value: reads });
          const fetch = window.fetch.bind(window);
          window.fetch = (input, init) => {
            if (String(input) === window.location.href) reads.push(new Headers(init?.headers).get("cache-control") ?? "");
            return fetch(input, init);
          };
        });
        const live = await visitor.newPage();
        // The page as the cache sends a copy a change has just replaced (ADR 036): an older page, said stale.
        await live.route(
          `${site.url}/live`,
          async (route) => {
            const response = await route.fetch();
            const body = (await response.text()).replace(new RegExp(`<tr data-result=(?:(?!</tr>)[\\s\\S])*${athlete}[\\s\\S]*?</tr>`), "");
            await route.fulfill({ response, body, headers: { ...response.headers(), ...(stale ? { "server-timing": 'cache;desc="stale"' } : {}) } });
          },
          { times: 1 },
        );
        const reads: string[] = [];
        live.on("request", (request) => {
          if (request.resourceType() === "fetch" && request.url() === `${site.url}/live`) reads.push(request.headers()["cache-control"] ?? "");
        });
        await live.goto("/live");
        const judoka = live.locator("tr[data-result]").filter({ hasText: athlete });
        await expect(live.locator('[data-live-status="live"]')).toBeVisible();
        const readsByThePage = () => live.evaluate(() => (window as unknown as { __reads: string[] }).__reads);
        if (stale) {
          // Sent without it, then read again from the server.
          await expect(judoka).toBeVisible();
          expect(reads).toEqual(["no-cache"]);
          expect(await readsByThePage()).toEqual(["no-cache"]);
        } else {
          expect(await readsByThePage()).toEqual([]);
          expect(reads).toEqual([]);
          await expect(judoka).toHaveCount(0);
        }
      } finally {
        await visitor.close();
      }
    }
  });
});
