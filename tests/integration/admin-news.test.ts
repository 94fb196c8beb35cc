import { eq, inArray } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { news, users } from "../../db/schema/index.ts";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";
import { insertArticles, storyIdByTitle, storyRow, versionsOf } from "../helpers/stories.ts";

let site: TestSite;
let as: Record<"moderator" | "admin", string>;
let moderatorId: string;

beforeAll(async () => {
  site = await startTestSite();
  const [moderator, admin] = await Promise.all([sessionFor(site, "moderator"), sessionFor(site, "admin")]);
  as = { moderator: moderator.cookie, admin: admin.cookie };
  moderatorId = (await site.database.db.select({ id: users.id }).from(users).where(eq(users.email, moderator.email)))[0]!.id;
});
afterAll(async () => {
  await site?.close();
});

/** Text as React escapes it in HTML. */
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

const get = (path: string, cookie: string) => fetch(site.url + path, { headers: { cookie }, redirect: "manual" });
const post = (path: string, cookie: string, fields: Record<string, string>) => postForm(site.url + path, cookie, fields);

const article = (changes: Record<string, string> = {}) => ({
  intent: "save",
  title: "Le relais des flambeaux",
  excerpt: "Le parcours de la flamme à travers les îles.",
  imageUrl: "",
  content: "<p>Le parcours sera annoncé.</p>",
  category: "polynesia",
  language: "fr",
  ...changes,
});

/** A story with its source version, as the edit form shows it. */
const row = (id: number) => storyRow(site.database.db, id);

async function create(fields: Record<string, string> = {}, cookie = as.moderator): Promise<number> {
  const response = await post("/admin/news/new", cookie, article(fields));
  expect(response.status).toBe(302);
  const location = response.headers.get("location")!;
  const id = Number(location.match(/^\/admin\/news\/(\d+)\/edit\?created=1$/)?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** The version the edit form carries. */
async function version(id: number, cookie = as.moderator): Promise<string> {
  const doc = parse(await (await get(`/admin/news/${id}/edit`, cookie)).text());
  return doc.querySelector("input[name=version]")!.getAttribute("value")!;
}

describe("/admin/news", () => {
  it("lists articles with author, date in the interface language, status, actions and search", async () => {
    const page = await get("/admin/news", as.admin);
    expect(page.status).toBe(200);
    const doc = parse(await page.text());
    expect(doc.querySelector("h1")?.text).toBe("Actualités");
    expect(doc.querySelector('a[href="/admin/news/new"]')?.text).toContain("Nouvelle actualité");
    const first = doc.querySelectorAll("tbody tr").find((tr) => tr.text.includes("Les Jeux du Pacifique reviendront"))!;
    // The demo articles have no author: the newsroom signs them.
    expect(first.text).toContain(fr.adminNews.authorNewsroom);
    expect(first.querySelector("time")?.text).toBe("8 nov. 2021");
    expect(first.querySelector("button")?.text).toContain("Publié");
    expect(first.querySelector('a[href="/news/1"]')).not.toBeNull();
    expect(first.querySelector('a[href="/admin/news/1/edit"]')).not.toBeNull();
    expect(first.querySelector('input[name="intent"][value="delete"]')).not.toBeNull();
    const draft = doc.querySelectorAll("tbody tr").find((tr) => tr.text.includes("Accueil des délégations"))!;
    expect(draft.querySelector("button")?.text).toContain("Brouillon");
    expect(draft.querySelector('a[href^="/news/"]')).toBeNull();

    // One row per story, in its source language, whatever its translations.
    const search = parse(await (await get("/admin/news?q=MASCOTTES", as.admin)).text());
    expect(search.querySelectorAll("tbody tr").map((tr) => tr.querySelector("th")!.text)).toEqual([expect.stringContaining("Arava et To'atini")]);
    // A title is found in any of the story's languages.
    const translated = parse(await (await get(`/admin/news?q=${encodeURIComponent("マスコット")}`, as.admin)).text());
    expect(translated.querySelectorAll("tbody tr").map((tr) => tr.querySelector("th")!.text)).toEqual([expect.stringContaining("Arava et To'atini")]);
    await site.database.db.update(users).set({ name: "Moana Tehei" }).where(eq(users.id, moderatorId));
    const draftId = (await storyIdByTitle(site.database.db, "Accueil des délégations : le dispositif se précise"))!;
    await site.database.db.update(news).set({ authorId: moderatorId }).where(eq(news.id, draftId));
    const byAuthor = parse(await (await get("/admin/news?q=moana%20TEHEI&status=draft", as.admin)).text());
    expect(byAuthor.querySelectorAll("tbody tr").map((tr) => tr.querySelector("th")!.text)).toEqual([expect.stringContaining("Accueil des délégations")]);
    expect(byAuthor.querySelector("tbody tr")!.text).toContain("Moana Tehei");
    const category = parse(await (await get("/admin/news?category=pacific_sport", as.admin)).text());
    expect(category.querySelectorAll("tbody tr").map((tr) => tr.querySelector("th")!.text).join()).toContain("Honiara 2023");
    expect(category.text).not.toContain("Arava");
  });

  it("speaks the interface language and hides delete from moderators", async () => {
    const doc = parse(await (await get("/admin/news", `${as.moderator}; lang=en`)).text());
    expect(doc.querySelector("h1")?.text).toBe(en.adminNews.listTitle);
    expect(doc.text).toContain("8 Nov 2021");
    expect(doc.text).toContain(en.adminNews.published);
    expect(doc.text).toContain(en.adminNews.draft);
    expect(doc.querySelector('input[name="intent"][value="delete"]')).toBeNull();
  });

  it("pages 20 articles at a time, keeping the search and filters in the links", async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ title: `Pagerarticle ${i}`, excerpt: "-", content: "<p>-</p>", category: "polynesia" as const }));
    const ids = await insertArticles(site.database.db, rows);
    try {
      const first = parse(await (await get("/admin/news?q=Pagerarticle&status=draft", as.admin)).text());
      expect(first.querySelectorAll("tbody tr")).toHaveLength(20);
      const pager = first.querySelector(`nav[aria-label="${fr.adminNews.pagination}"]`)!;
      expect(pager.text).toContain("Page 1 sur 2");
      expect(pager.querySelectorAll("a").map((a) => [a.text, a.getAttribute("href")])).toEqual([[fr.adminNews.next, "/admin/news?q=Pagerarticle&status=draft&page=2"]]);
      const second = parse(await (await get("/admin/news?q=Pagerarticle&status=draft&page=2", as.admin)).text());
      expect(second.querySelectorAll("tbody tr")).toHaveLength(5);
      expect(second.querySelectorAll(`nav[aria-label="${fr.adminNews.pagination}"] a`).map((a) => [a.text, a.getAttribute("href")])).toEqual([[fr.adminNews.previous, "/admin/news?q=Pagerarticle&status=draft"]]);
    } finally {
      await site.database.db.delete(news).where(inArray(news.id, ids));
    }
  });
});

describe("creating an article", () => {
  it("creates a draft signed by the signed-in moderator and confirms it", async () => {
    const before = Date.now();
    const form = parse(await (await get("/admin/news/new", as.moderator)).text());
    expect(form.querySelector(`select[name=authorId] option[value="${moderatorId}"]`)?.hasAttribute("selected")).toBe(true);
    const id = await create({ authorId: moderatorId, imageAlt: "La flamme sur une pirogue" });
    const saved = await row(id);
    expect(saved).toMatchObject({ title: "Le relais des flambeaux", authorId: moderatorId, published: false, publishedAt: null, category: "polynesia", imageUrl: null, imageAlt: "La flamme sur une pirogue" });
    // A new story has one version, its source, in the form's language.
    expect((await versionsOf(site.database.db, id)).map((version) => version.language)).toEqual(["fr"]);
    expect(saved!.sourceLanguage).toBe("fr");
    expect(saved!.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const html = await (await get(`/admin/news/${id}/edit?created=1`, as.moderator)).text();
    const doc = parse(html);
    expect(doc.querySelector('[role="status"]')?.text).toContain(fr.adminNews.created);
    expect(doc.querySelector('[role="status"] a[href="/admin/news"]')).not.toBeNull();
  });

  it.each([
    ["title", "", fr.adminNews.errors.titleRequired],
    ["title", "x".repeat(201), fr.adminNews.errors.titleTooLong],
    ["excerpt", "", fr.adminNews.errors.excerptRequired],
    ["excerpt", "x".repeat(501), fr.adminNews.errors.excerptTooLong],
    ["imageUrl", "ftp://example.org/a.jpg", fr.adminNews.errors.imageUrlInvalid],
    ["content", "   ", fr.adminNews.errors.contentRequired],
    ["category", "sport", fr.adminNews.errors.categoryInvalid],
  ])("refuses %s=%j with its message next to the field and keeps the input", async (field, value, message) => {
    const count = (await site.database.db.select({ id: news.id }).from(news)).length;
    const response = await post("/admin/news/new", as.moderator, article({ [field]: value, excerpt: field === "excerpt" ? value : "Résumé gardé" }));
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    const input = doc.querySelector(`#${field}`)!;
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(doc.querySelector(`#${field}-error`)?.text).toBe(message);
    expect(input.getAttribute("aria-describedby")).toContain(`${field}-error`);
    expect(doc.querySelector("#excerpt")!.text).toBe(field === "excerpt" ? value : "Résumé gardé");
    if (field !== "title") expect(doc.querySelector("#title")!.getAttribute("value")).toBe("Le relais des flambeaux");
    expect((await site.database.db.select({ id: news.id }).from(news)).length).toBe(count);
  });

  it("refuses content over its documented maximum (100,000 characters) next to the field", async () => {
    const count = (await site.database.db.select({ id: news.id }).from(news)).length;
    // 600 KB once percent-encoded: within the server's body limit, so the form's own rule answers.
    const response = await post("/admin/news/new", as.moderator, article({ content: `<p>${"é".repeat(100_000)}</p>` }));
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(doc.querySelector("#content-error")?.text).toBe(fr.adminNews.errors.contentTooLong);
    expect(doc.querySelector("#content")!.text).toHaveLength(100_007);
    expect((await site.database.db.select({ id: news.id }).from(news)).length).toBe(count);
  });

  it("shows the messages in the interface language", async () => {
    const response = await post("/admin/news/new", `${as.moderator}; lang=en`, article({ title: "" }));
    expect(await response.text()).toContain(en.adminNews.errors.titleRequired);
  });

  it("previews the sanitised article without saving it", async () => {
    const count = (await site.database.db.select({ id: news.id }).from(news)).length;
    const response = await post("/admin/news/new", as.moderator, article({ intent: "preview", content: '<p onclick="x()">Aperçu <strong>fort</strong><script>alert(1)</script></p>' }));
    expect(response.status).toBe(200);
    const doc = parse(await response.text());
    const preview = doc.querySelector('section[aria-labelledby="preview-heading"]')!;
    expect(preview.querySelector("h3")?.text).toBe("Le relais des flambeaux");
    expect(preview.innerHTML).toContain("<p>Aperçu <strong>fort</strong></p>");
    expect(preview.innerHTML).not.toContain("onclick");
    expect((await site.database.db.select({ id: news.id }).from(news)).length).toBe(count);
  });

  it("sanitises the content on save", async () => {
    const id = await create({
      content: '<p style="color:red" onclick="steal()">Texte <a href="javascript:alert(1)">lien</a> <img src="https://example.org/a.jpg" onerror="x()" alt="a"></p><script>alert(1)</script>',
    });
    const content = (await row(id))!.content;
    expect(content).toBe('<p>Texte <a>lien</a> <img src="https://example.org/a.jpg" alt="a" /></p>');
    for (const forbidden of ["script", "onclick", "onerror", "style", "javascript:"]) expect(content).not.toContain(forbidden);
  });
});

describe("editing an article", () => {
  it("saves, stays on the form with the message and the new version", async () => {
    const id = await create();
    const loaded = await version(id);
    const response = await post(`/admin/news/${id}/edit`, as.moderator, article({ title: "Titre corrigé", version: loaded, published: "on" }));
    expect(response.status).toBe(200);
    const doc = parse(await response.text());
    expect(doc.querySelector('[role="status"]')?.text).toContain(fr.adminNews.updated);
    expect(doc.querySelector('main a[href="/admin/news"]')?.text).toBe("Annuler");
    expect(doc.querySelector(`a[href="/news/${id}"]`)?.text).toContain("Prévisualiser");
    const saved = await row(id);
    expect(saved).toMatchObject({ title: "Titre corrigé", published: true });
    expect(saved!.publishedAt).not.toBeNull();
    expect(doc.querySelector("input[name=version]")!.getAttribute("value")).toBe(saved!.updatedAt.toISOString());
  });

  it("answers 409 when the article changed since it was opened, keeping what was typed", async () => {
    const id = await create();
    const opened = await version(id);
    expect((await post(`/admin/news/${id}/edit`, as.admin, article({ title: "Version de l'admin", version: opened }))).status).toBe(200);
    const late = await post(`/admin/news/${id}/edit`, as.moderator, article({ title: "Version du modérateur", content: "<p>Mon long texte</p>", version: opened }));
    expect(late.status).toBe(409);
    const html = await late.text();
    expect(html).toContain(escaped(fr.adminNews.conflict));
    const doc = parse(html);
    expect(doc.querySelector("#title")!.getAttribute("value")).toBe("Version du modérateur");
    expect(doc.querySelector("#content")!.text).toBe("<p>Mon long texte</p>");
    expect((await row(id))!.title).toBe("Version de l'admin");
    // Told of the conflict, the editor may save again on purpose and replace the current version.
    const next = doc.querySelector("input[name=version]")!.getAttribute("value")!;
    expect((await post(`/admin/news/${id}/edit`, as.moderator, article({ title: "Version du modérateur", version: next }))).status).toBe(200);
    expect((await row(id))!.title).toBe("Version du modérateur");
  });

  it("answers 404 with 'Impossible de charger l'actualité' for an unknown article", async () => {
    for (const path of ["/admin/news/999999/edit", "/admin/news/abc/edit"]) {
      const response = await get(path, as.moderator);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(escaped(fr.adminNews.notFound));
    }
  });
});

describe("publishing from the list", () => {
  it("toggles at once, sets published_at once, and the public list follows", async () => {
    const id = await create({ title: "Annonce du parcours de la flamme" });
    const toggle = () => post("/admin/news", as.moderator, { intent: "toggle", id: String(id) });
    const publicList = async () => (await (await get("/news", site.gateCookie)).text()).includes("Annonce du parcours de la flamme");
    expect(await publicList()).toBe(false);

    const first = await toggle();
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(fr.adminNews.publishedNotice);
    const publishedAt = (await row(id))!.publishedAt;
    expect(publishedAt).not.toBeNull();
    expect(await publicList()).toBe(true);
    expect((await get(`/news/${id}`, site.gateCookie)).status).toBe(200);

    expect((await toggle()).status).toBe(200);
    expect((await row(id))!.published).toBe(false);
    expect(await publicList()).toBe(false);
    expect((await get(`/news/${id}`, site.gateCookie)).status).toBe(404);

    await toggle();
    expect((await row(id))!.publishedAt).toEqual(publishedAt);
  });

  it("answers 404 with a message for an unknown article and 400 for a bad request", async () => {
    const missing = await post("/admin/news", as.moderator, { intent: "toggle", id: "999999" });
    expect(missing.status).toBe(404);
    expect(parse(await missing.text()).querySelector('[role="alert"]')?.text).toBe(fr.adminNews.notFound);
    expect((await post("/admin/news", as.moderator, { intent: "role", userId: "x", role: "admin" })).status).toBe(400);
  });
});

describe("deleting an article", () => {
  it("is refused to a moderator with 403, the list unchanged", async () => {
    const id = await create();
    const response = await post("/admin/news", as.moderator, { intent: "delete", id: String(id) });
    expect(response.status).toBe(403);
    const doc = parse(await response.text());
    expect(doc.querySelector('[role="alert"]')?.text).toBe(fr.adminNews.deleteForbidden);
    expect(doc.querySelectorAll("tbody tr").length).toBeGreaterThan(0);
    expect(await row(id)).toBeDefined();
  });

  it("is done by an administrator", async () => {
    const id = await create();
    const response = await post("/admin/news", as.admin, { intent: "delete", id: String(id) });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(fr.adminNews.deleted);
    expect(await row(id)).toBeUndefined();
  });
});

describe("the dashboard", () => {
  it("links to the news list and form", async () => {
    const doc = parse(await (await get("/admin/dashboard", as.moderator)).text());
    expect(doc.querySelector('main a[href="/admin/news"]')?.text).toBe(fr.adminNews.manage);
    expect(doc.querySelector('a[href="/admin/news/new"]')?.text).toBe(fr.adminNews.newArticle);
  });
});
