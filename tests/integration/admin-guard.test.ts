import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { draftApplication, takeApplicationStep } from "~/domain/accreditation/applications.server.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

function paths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    return [...(entry.index || entry.path ? [path || "/"] : []), ...paths(entry.children ?? [], path)];
  });
}

// Every admin route of app/routes.ts, with sample values for its parameters: a new admin route is
// covered as soon as it exists, and this table must say what a moderator may see there.
const ADMIN_PATHS = [...new Set(paths(routes)).values()]
  .filter((path) => path === "/admin" || (path.startsWith("/admin/") && path !== "/admin/login" && path !== "/admin/login/code"))
  .map((path) => path.replace(/:[a-z]+/gi, "1"));

const MODERATOR_STATUS: Record<string, number> = { "/admin": 302, "/admin/dashboard": 200, "/admin/users": 403, "/admin/news": 200, "/admin/news/new": 200, "/admin/news/1/edit": 200, "/admin/news/1/translations/1": 404, "/admin/news/1/history/1": 404, "/admin/results": 200, "/admin/results/new": 200, "/admin/results/1/edit": 200, "/admin/schedule": 200, "/admin/schedule/import": 200, "/admin/schedule/export": 200, "/admin/schedule/new": 200, "/admin/schedule/1": 200, "/admin/schedule/1/sessions/new": 200, "/admin/schedule/sessions/1": 200, "/admin/schedule/sessions/1/results": 200, "/admin/account": 200, "/admin/media": 200, "/admin/media/upload": 200, "/admin/media/downloads": 200, "/admin/media/1": 404, "/admin/inbox": 200, "/admin/inbox/export": 403, "/admin/inbox/1/1": 404, "/admin/audit": 403, "/admin/content": 200, "/admin/content/1": 404, "/admin/content/1/new": 404, "/admin/content/1/1": 404, "/admin/content/1/1/history": 404 };
// Pages a moderator reads whose post only an admin may make (the results list's deletion, the
// dashboard's removal of the demo content).
const ADMIN_ONLY_POSTS = new Set(["/admin/results", "/admin/dashboard"]);
// The media library is empty: its item 1 does not exist, for anyone allowed to look; nor does a
// message of kind "1", nor a story's language "1", nor a content kind "1". The inbox's export is for admins.
const ADMIN_STATUS: Record<string, number> = { "/admin": 302, "/admin/content/1": 404, "/admin/content/1/new": 404, "/admin/content/1/1": 404, "/admin/content/1/1/history": 404, "/admin/media/1": 404, "/admin/inbox/1/1": 404, "/admin/news/1/translations/1": 404, "/admin/news/1/history/1": 404 };

// The accreditation team enters the back office for its own part only: every other page is refused
// before anything is looked up (403 where a moderator gets 404).
const ACCREDITATION_STATUS = (path: string) => ({ "/admin": 302, "/admin/dashboard": 200, "/admin/account": 200 })[path] ?? 403;

let site: TestSite;
let as: Record<"user" | "moderator" | "accreditation" | "admin", string>;
let adminEmail: string;

beforeAll(async () => {
  site = await startTestSite();
  const [user, moderator, accreditation, admin] = await Promise.all([sessionFor(site, "user"), sessionFor(site, "moderator"), sessionFor(site, "accreditation"), sessionFor(site, "admin")]);
  as = { user: user.cookie, moderator: moderator.cookie, accreditation: accreditation.cookie, admin: admin.cookie };
  adminEmail = admin.email;
});
afterAll(async () => {
  await site?.close();
});

const get = (path: string, cookie: string) => fetch(site.url + path, { headers: { cookie }, redirect: "manual" });
const post = (path: string, cookie: string) =>
  fetch(site.url + path, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "role", userId: "x", role: "admin" }),
    redirect: "manual",
  });

describe("the admin guard", () => {
  it("knows every admin route", () => {
    expect(ADMIN_PATHS.length).toBeGreaterThanOrEqual(3);
    for (const path of ADMIN_PATHS) expect(MODERATOR_STATUS[path], `add ${path} to MODERATOR_STATUS`).toBeDefined();
  });

  it.each(ADMIN_PATHS)("%s: signed out -> /auth and back; user -> 403 with the denial; moderator and accreditation as docs/DESIGN.md; admin -> 200", async (path) => {
    const signedOut = await get(path, site.gateCookie);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);

    const user = await get(path, as.user);
    expect(user.status).toBe(403);
    expect(await user.text()).toContain(fr.admin.denied.replace(/'/g, "&#x27;"));

    expect((await get(path, as.moderator)).status).toBe(MODERATOR_STATUS[path]);
    expect((await get(path, as.accreditation)).status).toBe(ACCREDITATION_STATUS(path));
    expect((await get(path, as.admin)).status).toBe(ADMIN_STATUS[path] ?? 200);
  });

  it.each(ADMIN_PATHS)("POST %s: no mutation without the role", async (path) => {
    expect((await post(path, site.gateCookie)).status).toBe(302);
    expect((await post(path, as.user)).status).toBe(403);
    if (MODERATOR_STATUS[path] === 403 || ADMIN_ONLY_POSTS.has(path)) expect((await post(path, as.moderator)).status).toBe(403);
    // Past the back office's door, a page without a form answers 405: refused all the same.
    if (ACCREDITATION_STATUS(path) === 403 || ADMIN_ONLY_POSTS.has(path)) expect([403, 405]).toContain((await post(path, as.accreditation)).status);
  });

  it("treats a role it cannot read as a plain user", async () => {
    const odd = await sessionFor(site, "moderator");
    const { users } = await import("../../db/schema/index.ts");
    const { eq } = await import("drizzle-orm");
    await site.database.db.update(users).set({ role: "superhero" }).where(eq(users.email, odd.email));
    expect((await get("/admin/dashboard", odd.cookie)).status).toBe(403);
  });

  it("guards data requests too", async () => {
    expect((await get("/admin/users.data", as.user)).status).toBe(403);
    const signedOut = await get("/admin/dashboard.data", site.gateCookie);
    expect([202, 204, 302]).toContain(signedOut.status);
  });
});

describe("/admin/login", () => {
  it("signs a moderator in to the dashboard and shows 'Erreur de connexion'-style failures", async () => {
    const bad = await fetch(`${site.url}/admin/login`, {
      method: "POST",
      headers: { cookie: site.gateCookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "login", email: "nobody@tahiti2027.test", password: "Motu2027x" }),
    });
    expect(bad.status).toBe(401);
    expect(await bad.text()).toContain(fr.auth.errors.invalidCredentials);
    const page = await (await get("/admin/login", site.gateCookie)).text();
    expect(page).toContain(">Administration</h1>");
    expect(page).toContain(">Se connecter</button>");
    expect((await get("/admin/login", as.admin)).headers.get("location")).toBe("/admin/dashboard");
  });
});

describe("/admin/dashboard and /admin/users", () => {
  it("shows real figures and the signed-in email with sign-out", async () => {
    const html = await (await get("/admin/dashboard", as.admin)).text();
    const figures = [...html.matchAll(/data-testid="stat"[^>]*>([^<]*)</g)].map((m) => m[1]);
    // The demo's 8 published stories (each counted once, in however many languages), 17 results.
    expect(figures).toEqual(["8", "17", "0", "0", fr.admin.notMeasured]);
    expect(html).toMatch(/Connecté : admin-\d+-\d+@tahiti2027\.test/);
    expect(html).toMatch(/<form[^>]*action="\/auth"[^>]*><input type="hidden" name="intent" value="signout"\/>/);
    expect(html).toContain("Se déconnecter");
  });

  it("counts accreditation applications per type and status for admins, in their language, and shows moderators none", async () => {
    const { db } = site.database;
    const applicants = await Promise.all([sessionFor(site, "user"), sessionFor(site, "user")]);
    const { users } = await import("../../db/schema/index.ts");
    const { inArray } = await import("drizzle-orm");
    const rows = await db.select().from(users).where(inArray(users.email, applicants.map((a) => a.email)));
    for (const row of rows) {
      const application = await draftApplication(db, { userId: row.id, type: "media", language: "fr" });
      await takeApplicationStep(db, application.id, "submit", { actor: "applicant", actorId: row.id, complete: true });
    }
    await draftApplication(db, { userId: rows[0]!.id, type: "officials", language: "fr" });
    const figures = (html: string, type: string) => {
      const card = html.slice(html.indexOf(`data-accreditation-type="${type}"`));
      return card.slice(0, card.indexOf("</li>"));
    };
    const french = await (await get("/admin/dashboard", as.admin)).text();
    expect(french).toContain(fr.adminAccreditation.dashboardTitle.replace("'", "&#x27;"));
    expect(figures(french, "media")).toContain("2 demandes");
    expect(figures(french, "media")).toMatch(new RegExp(`data-status="submitted".*?<dt[^>]*>${fr.adminAccreditation.statuses.submitted}</dt><dd[^>]*>2</dd>`));
    expect(figures(french, "officials")).toMatch(/1 demande<.*data-status="draft".*>1<\/dd>/);
    expect(figures(french, "vip")).toContain("0 demande");
    const japanese = await (await get("/admin/dashboard", `${as.admin}; lang=ja`)).text();
    expect(figures(japanese, "media")).toContain("2 件の申請");
    expect(figures(japanese, "media")).toContain(ja.adminAccreditation.statuses.submitted);
    const moderator = await (await get("/admin/dashboard", as.moderator)).text();
    expect(moderator).not.toContain('id="accreditation-title"');
    expect(moderator).not.toContain("data-accreditation-type");
    // The accreditation team sees the applications and nothing of the site's content, nor links to it.
    const desk = await (await get("/admin/dashboard", as.accreditation)).text();
    expect(figures(desk, "media")).toContain("2 demandes");
    expect(desk).not.toContain('data-testid="stat"');
    expect(desk).not.toContain('href="/admin/news"');
    expect(desk).not.toContain('href="/admin/inbox"');
    expect(desk).toContain('href="/admin/account"');
  });

  it("lets an admin change a role and disable an account, but not demote or disable themself", async () => {
    const target = await sessionFor(site, "user");
    const page = await (await get("/admin/users", as.admin)).text();
    expect(page).toContain(target.email);
    const { users } = await import("../../db/schema/index.ts");
    const { eq } = await import("drizzle-orm");
    const [row] = await site.database.db.select().from(users).where(eq(users.email, target.email));
    const change = (fields: Record<string, string>) =>
      fetch(`${site.url}/admin/users`, {
        method: "POST",
        headers: { cookie: as.admin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    expect(page).toContain(`<option value="accreditation">${fr.admin.roleAccreditation}</option>`);
    expect((await change({ intent: "role", userId: row!.id, role: "accreditation" })).status).toBe(200);
    expect((await get("/admin/dashboard", target.cookie)).status).toBe(200);
    expect((await get("/admin/news", target.cookie)).status).toBe(403);
    expect((await change({ intent: "role", userId: row!.id, role: "moderator" })).status).toBe(200);
    expect((await get("/admin/dashboard", target.cookie)).status).toBe(200);
    expect((await change({ intent: "disable", userId: row!.id })).status).toBe(200);
    expect((await get("/admin/dashboard", target.cookie)).status).toBe(302);

    const [me] = await site.database.db.select().from(users).where(eq(users.email, adminEmail));
    const self = await change({ intent: "role", userId: me!.id, role: "user" });
    expect(self.status).toBe(400);
    expect(await self.text()).toContain(fr.admin.cannotDemoteSelf.replace(/'/g, "&#x27;"));
    expect((await change({ intent: "role", userId: row!.id, role: "king" })).status).toBe(400);
  });
});
