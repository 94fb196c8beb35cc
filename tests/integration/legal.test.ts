import { eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizePath } from "~/platform/i18n/locales.ts";
import { users } from "../../db/schema/index.ts";
import { visibleText } from "../helpers/html.ts";
import { startTestSite, TEST_GATE_PASSWORD, type TestSite } from "../helpers/site.ts";

const ADMIN = { email: "editor@tahiti2027.test", password: "Vaa-Race-2027" };
const LEGAL_PATHS = ["/legal", "/privacy", "/terms", "/cookies"];
const TITLES = {
  fr: ["Mentions légales", "Politique de confidentialité", "Conditions d'utilisation", "Politique de cookies"],
  ja: ["法的表示", "プライバシーポリシー", "利用規約", "Cookieポリシー"],
};

let site: TestSite;
const get = (pathname: string) => fetch(site.url + pathname, { headers: { cookie: site.gateCookie }, redirect: "manual" });
const page = async (pathname: string) => parse(await (await get(pathname)).text());

/** Name and Max-Age of each cookie in a response's Set-Cookie headers. */
function setCookies(response: Response): Map<string, number> {
  return new Map(
    response.headers.getSetCookie().map((header) => [header.split("=")[0]!.replace(/^__Secure-/, ""), Number(header.match(/Max-Age=(\d+)/i)?.[1])]),
  );
}

beforeAll(async () => {
  site = await startTestSite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(async () => {
  await site?.close();
});

describe("legal pages", () => {
  it.each(["fr", "ja"] as const)("serves the four pages in %s with their title and last update", async (locale) => {
    for (const [index, path] of LEGAL_PATHS.entries()) {
      const pathname = localizePath(path, locale);
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      const root = parse(await response.text());
      expect(root.querySelectorAll("h1").map((h) => h.text), pathname).toEqual([TITLES[locale][index]]);
      expect(root.querySelector("title")?.text, pathname).toBe(`${TITLES[locale][index]} — Tahiti 2027`);
      const updated = root.querySelector('time[datetime="2025-07-31"]');
      expect(updated?.text, pathname).toBe(locale === "fr" ? "31 juillet 2025" : "2025年7月31日");
      expect(root.querySelectorAll("h2").length, pathname).toBeGreaterThan(3);
    }
  });

  it("serves a legal page's data for client-side navigation", async () => {
    const response = await get("/ja/privacy.data");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("プライバシーポリシー");
  });

  it("is reached from the footer's legal links, the accessibility statement last", async () => {
    for (const locale of ["fr", "ja"] as const) {
      const home = await page(localizePath("/", locale));
      const legalNav = home.querySelectorAll("footer nav").find((nav) => nav.querySelectorAll("a").some((a) => a.getAttribute("href")?.endsWith("/cookies")));
      const hrefs = legalNav!.querySelectorAll("a").map((a) => a.getAttribute("href"));
      expect(hrefs).toEqual([...LEGAL_PATHS, "/accessibility"].map((path) => localizePath(path, locale)));
      for (const [index, href] of hrefs.slice(0, LEGAL_PATHS.length).entries()) {
        const target = await page(href!);
        expect(target.querySelector("h1")?.text, href).toBe(TITLES[locale][index]);
      }
      expect((await get(hrefs.at(-1)!)).status).toBe(200);
    }
  });

  it("names the publisher by its contact and leaves only the host to be completed", async () => {
    const root = await page("/legal");
    const text = visibleText(root.toString());
    expect(text).toContain("Éditeur : projet indépendant « Tahiti 2027 »");
    expect(text).toContain("Ce n'est pas le site officiel du comité d'organisation");
    expect(root.querySelector('a[href^="mailto:"]')).not.toBeNull();
    // The host is the one fact left to confirm, marked as every page marks one (issue 21).
    expect(root.querySelectorAll("main [data-to-confirm]").map((mark) => mark.text.trim())).toEqual(["À confirmer"]);
    const hosting = root.querySelectorAll("main p").find((paragraph) => paragraph.text.includes("Le site est hébergé par"));
    expect(hosting?.querySelector("[data-to-confirm]")).toBeTruthy();
  });

  it("states the CNIL, the data subject's rights and the retention until the end of 2028 on the French privacy page", async () => {
    const root = await page("/privacy");
    const text = visibleText(root.toString());
    expect(text).toContain("CNIL");
    expect(text).toContain("introduire une réclamation auprès de la CNIL");
    expect(text).toContain("au plus tard jusqu'à la fin de l'année 2028");
    for (const right of ["droit d'accès", "droit de rectification", "droit à l'effacement", "droit d'opposition", "droit à la portabilité"]) {
      expect(text).toContain(right);
    }
    const complaint = root.querySelector('a[href="https://www.cnil.fr/fr/plaintes"]');
    expect(complaint?.getAttribute("target")).toBe("_blank");
  });

  it("keeps French legal names marked as French on the other languages' pages", async () => {
    const root = await page("/en/privacy");
    expect(root.querySelectorAll('[lang="fr"]').map((el) => el.text)).toContain("Commission nationale de l'informatique et des libertés");
  });
});

describe("cookie policy", () => {
  const tableNames = async (pathname: string) => {
    const table = (await page(pathname)).querySelector("table")!;
    expect(table.querySelectorAll('thead th[scope="col"]')).toHaveLength(3);
    return table.querySelectorAll('tbody th[scope="row"]').map((th) => th.text.trim());
  };

  it.each(["/cookies", "/ja/cookies"])("lists exactly the six cookies in an accessible table on %s", async (pathname) => {
    expect(await tableNames(pathname)).toEqual(["t27_gate", "t27_flash", "lang", "better-auth.session_token", "t27_account", "better-auth.two_factor"]);
  });

  it("lists every cookie the site really sets, with the durations it really gives them", async () => {
    const unlock = await fetch(site.url + "/cookies", {
      method: "POST",
      body: new URLSearchParams({ intent: "unlock-gate", password: TEST_GATE_PASSWORD }),
      redirect: "manual",
    });
    const language = await get("/cookies?lang=ja");
    const signIn = await fetch(`${site.url}/auth`, {
      method: "POST",
      headers: { cookie: site.gateCookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "login", ...ADMIN }),
      redirect: "manual",
    });
    expect(signIn.status).toBe(302);
    // With two-factor on, the password step sets the cookie that waits for the code instead.
    await site.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, ADMIN.email));
    const firstStep = await fetch(`${site.url}/auth`, {
      method: "POST",
      headers: { cookie: site.gateCookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "login", ...ADMIN }),
      redirect: "manual",
    });
    await site.database.db.update(users).set({ twoFactorEnabled: false }).where(eq(users.email, ADMIN.email));
    const waiting = new Map([...setCookies(firstStep)].filter(([name]) => name === "better-auth.two_factor"));
    expect(waiting.size).toBe(1);
    const set = new Map([...setCookies(unlock), ...setCookies(language), ...setCookies(signIn), ...waiting]);
    expect(set).toEqual(
      new Map([
        ["t27_gate", 30 * 24 * 3600],
        ["t27_flash", 60],
        ["lang", 365 * 24 * 3600],
        ["better-auth.session_token", 7 * 24 * 3600],
        ["t27_account", 7 * 24 * 3600],
        ["better-auth.two_factor", 10 * 60],
      ]),
    );
    expect(new Set(await tableNames("/cookies"))).toEqual(new Set(set.keys()));
    const text = visibleText((await page("/cookies")).toString());
    for (const duration of ["30 jours", "60 secondes", "1 an", "7 jours", "10 minutes"]) expect(text).toContain(duration);
  });

  it("says no consent banner is needed and that any audience measurement will be cookieless", async () => {
    const text = visibleText((await page("/cookies")).toString());
    expect(text).toContain("il n'affiche donc pas de bandeau de consentement");
    expect(text).toContain("elle fonctionnera sans cookie");
  });
});
