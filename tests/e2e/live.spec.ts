import { describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { sportsResults } from "../../db/schema/results.ts";
import { signedInContext, unlockedContext } from "../helpers/browser.ts";
import { siteAndBrowser } from "../helpers/e2e.ts";

const e2e = siteAndBrowser();

describe("/live in a browser", () => {
  it("shows a gold medal entered by an editor in another page, without reloading", async () => {
    const editor = await signedInContext(e2e.browser, e2e.site, "moderator");
    const visitor = await unlockedContext(e2e.browser, e2e.site);
    try {
      const live = await visitor.newPage();
      await live.goto(`${e2e.site.url}/live`);
      await live.locator('[data-live-status="live"]').waitFor();
      expect(await live.getByRole("status").textContent()).toBe(fr.live.status.live);
      expect(await live.locator('tr[data-code="KIR"]').count()).toBe(0);
      // A full reload would lose this mark; revalidation keeps it.
      await live.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

      const admin = await editor.newPage();
      await admin.goto(`${e2e.site.url}/admin/results/new`);
      await admin.waitForLoadState("networkidle");
      await admin.selectOption("#result-sport", "weightlifting");
      await admin.fill("#result-event", "89 kg");
      await admin.fill("#result-athlete", "Live Gold Lifter");
      await admin.selectOption("#result-country", "KIR");
      await admin.fill("#result-result", "342 kg");
      await admin.selectOption("#result-medal", "gold");
      await admin.getByRole("button", { name: fr.adminResults.create }).click();
      await admin.getByText(fr.adminResults.created).first().waitFor();

      const kiribati = live.locator('tr[data-code="KIR"]');
      await kiribati.waitFor({ timeout: 3000 });
      expect(await kiribati.locator("td").nth(1).textContent()).toBe("1");
      await live.locator("tr[data-result]").filter({ hasText: "Live Gold Lifter" }).waitFor();
      expect(await live.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    } finally {
      await editor.close();
      await visitor.close();
    }
  });

  it("reconnects by itself after the stream is refused, and catches up on what it missed", async () => {
    const visitor = await unlockedContext(e2e.browser, e2e.site);
    try {
      const live = await visitor.newPage();
      await live.route("**/api/live/events", (route) => route.fulfill({ status: 503, body: "" }));
      await live.goto(`${e2e.site.url}/live`);
      await live.locator('[data-live-status="reconnecting"]').waitFor();
      expect(await live.getByRole("status").textContent()).toBe(fr.live.status.reconnecting);

      // Recorded while the page had no stream: nothing announced it to this page.
      await e2e.site.database.db
        .insert(sportsResults)
        .values({ sport: "archery", event: "Recurve", athlete: "Missed Archer", country: "PLW", result: "652", medal: "gold", date: "2027-08-09" });
      await e2e.site.settled();
      await live.unroute("**/api/live/events");

      await live.locator('[data-live-status="live"]').waitFor({ timeout: 10_000 });
      await live.locator("tr[data-result]").filter({ hasText: "Missed Archer" }).waitFor();
    } finally {
      await visitor.close();
    }
  });

  it("reads itself again once it listens when the server sent it the copy a change replaced, and only then", async () => {
    await e2e.site.database.db.insert(sportsResults).values({ sport: "judo", event: "-66 kg", athlete: "Listed Judoka", country: "NCL", result: "Ippon", medal: "gold", date: "2027-08-10" });
    await e2e.site.settled();
    for (const stale of [false, true]) {
      // A browser of its own each time: its HTTP cache would revalidate the page instead of reading it.
      const visitor = await unlockedContext(e2e.browser, e2e.site);
      try {
        const live = await visitor.newPage();
        // The page as the cache sends a copy a change has just replaced (ADR 036): an older page, said stale.
        await live.route(`${e2e.site.url}/live`, async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(/<tr data-result=(?:(?!<\/tr>)[\s\S])*Listed Judoka[\s\S]*?<\/tr>/, "");
          await route.fulfill({ response, body, headers: { ...response.headers(), ...(stale ? { "server-timing": 'cache;desc="stale"' } : {}) } });
        }, { times: 1 });
        const reads: string[] = [];
        live.on("request", (request) => {
          if (request.resourceType() === "fetch" && request.url() === `${e2e.site.url}/live`) reads.push(request.headers()["cache-control"] ?? "");
        });
        await live.goto(`${e2e.site.url}/live`);
        const judoka = live.locator("tr[data-result]").filter({ hasText: "Listed Judoka" });
        await live.locator('[data-live-status="live"]').waitFor();
        if (stale) {
          // Sent without it, then read again from the server.
          await judoka.waitFor();
          expect(reads).toEqual(["no-cache"]);
        } else {
          await live.waitForTimeout(500);
          expect(reads).toEqual([]);
          expect(await judoka.count()).toBe(0);
        }
      } finally {
        await visitor.close();
      }
    }
  });
});
