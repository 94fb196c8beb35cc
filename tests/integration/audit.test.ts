// The audit log through the real server: a change made in the back office shows on /admin/audit for
// admins, with its fields before and after, filtered by the URL without JavaScript; moderators and
// everyone else are refused, and nothing of the log reaches them.
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { visibleText } from "../helpers/html.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";

let site: TestSite;
let as: Record<"user" | "moderator" | "admin", { cookie: string; email: string }>;

beforeAll(async () => {
  site = await startTestSite();
  const [user, moderator, admin] = await Promise.all([sessionFor(site, "user"), sessionFor(site, "moderator"), sessionFor(site, "admin")]);
  as = { user, moderator, admin };
  // A moderator's change, the way the form sends it without JavaScript.
  const saved = await postForm(`${site.url}/admin/results/new`, as.moderator.cookie, { sport: "judo", event: "-73 kg", athlete: "Athlète Audité", country: "TAH", result: "Ippon", medal: "gold", date: "2027-08-04" });
  expect(saved.status).toBeLessThan(400);
});
afterAll(async () => {
  await site?.close();
});

const get = (pathname: string, cookie: string) => fetch(site.url + pathname, { headers: { cookie }, redirect: "manual" });

describe("/admin/audit", () => {
  it("is for admins only: a moderator gets 403 on the page and its data, and nothing of the log", async () => {
    for (const path of ["/admin/audit", "/admin/audit?kind=results", "/admin/audit.data", "/admin/audit.data?_routes=admin%2Faudit%2Faudit-list.route"]) {
      const moderator = await get(path, as.moderator.cookie);
      expect(moderator.status, path).toBe(403);
      const body = await moderator.text();
      expect(body).not.toContain("Athlète Audité");
      expect(body).not.toContain(as.moderator.email.replace("@", ""));
      expect((await get(path, as.user.cookie)).status, path).toBe(403);
    }
    const page = await (await get("/admin/audit", as.moderator.cookie)).text();
    expect(page).toContain(fr.admin.denied.replace(/'/g, "&#x27;"));
    // Nor is it offered to them.
    const dashboard = await (await get("/admin/dashboard", as.moderator.cookie)).text();
    expect(dashboard).not.toContain('href="/admin/audit"');
    expect(await (await get("/admin/dashboard", as.admin.cookie)).text()).toContain('href="/admin/audit"');
  });

  it("shows an admin who changed what, when, and the fields, and filters by the URL", async () => {
    const response = await get("/admin/audit", as.admin.cookie);
    expect(response.status).toBe(200);
    const main = parse(await response.text()).querySelector("main")!;
    const [entry] = main.querySelectorAll('[data-testid="audit-entry"]');
    const text = visibleText(entry!.toString());
    expect(text).toContain(`${fr.adminAudit.actions.create} — ${fr.adminAudit.kinds.results}`);
    expect(text).toContain("Athlète Audité — -73 kg");
    expect(text).toContain(as.moderator.email);
    expect(text).toContain(fr.adminAudit.fields.athlete);
    expect(text).toContain(fr.adminResults.medals.gold);
    expect(text).toContain("Judo");
    expect(text).toMatch(/Le \d+ \S+ 2\d{3}.*\(heure de Tahiti\)/);
    expect(entry!.querySelector("a")!.getAttribute("href")).toMatch(/^\/admin\/results\/\d+\/edit$/);

    const count = async (search: string) => parse(await (await get(`/admin/audit${search}`, as.admin.cookie)).text()).querySelectorAll('[data-testid="audit-entry"]').length;
    expect(await count("?kind=results")).toBe(1);
    expect(await count("?kind=media")).toBe(0);
    expect(await count("?action=delete")).toBe(0);
    expect(await count(`?actor=${encodeURIComponent(as.moderator.email)}`)).toBe(1);
    expect(await count(`?actor=${encodeURIComponent(as.admin.email)}`)).toBe(0);
    expect(await count("?q=audit%C3%A9")).toBe(1);
    expect(await count("?from=2099-01-01")).toBe(0);
    expect(await count("?kind=nonsense&page=-4")).toBe(1);
  });
});
