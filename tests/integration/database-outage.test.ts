import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";

// The database goes away for good (closed, as an outage looks to the site): every request below
// finds it down. The editor signed in before.
let site: TestSite;
let editor: string;

beforeAll(async () => {
  site = await startTestSite();
  editor = (await sessionFor(site, "moderator")).cookie;
  await site.database.close();
});
afterAll(async () => {
  await site?.close();
});

const get = (path: string, cookie = site.gateCookie) => fetch(site.url + path, { headers: { cookie }, redirect: "manual" });
const post = (path: string, cookie: string, fields: Record<string, string>) => postForm(site.url + path, cookie, fields);

const article = {
  intent: "save",
  title: "Le relais des flambeaux",
  excerpt: "Le parcours de la flamme à travers les îles.",
  imageUrl: "https://example.org/flamme.jpg",
  content: "<p>Le parcours sera annoncé.</p>",
  category: "polynesia",
  language: "en",
  published: "on",
  version: "",
};
const result = { sport: "swimming", event: "200 m butterfly", athlete: "Test Swimmer Moana", country: "WLF", result: "2:01.55", medal: "silver", date: "2027-08-06" };

const valueOf = (doc: HTMLElement, id: string) => {
  const control = doc.getElementById(id);
  if (control?.tagName === "TEXTAREA") return control.text;
  if (control?.tagName === "SELECT") return control.querySelector("option[selected]")?.getAttribute("value");
  return control?.getAttribute("value");
};

function expectNewsFormAsSent(doc: HTMLElement) {
  for (const field of ["title", "excerpt", "imageUrl", "content", "category", "language"] as const) expect(valueOf(doc, field)).toBe(article[field]);
  expect(doc.getElementById("published")?.hasAttribute("checked")).toBe(true);
}

describe("an editor's save while the database is down", () => {
  it("without JavaScript: 503, the news form as it was typed and the outage said above it", async () => {
    const response = await post("/admin/news/new", editor, article);
    expect(response.status).toBe(503);
    const doc = parse(await response.text());
    expect(doc.querySelector("h1")?.text).toBe(fr.adminNews.createTitle);
    expect(doc.querySelector('[role="alert"]')?.text).toBe(fr.admin.saveUnavailable);
    expectNewsFormAsSent(doc);
  });

  it("with JavaScript: the action's data carries the values and the outage, status 503", async () => {
    const response = await post("/admin/news/new.data", editor, article);
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(body).toContain('"admin.saveUnavailable"');
    for (const value of [article.title, article.excerpt, article.content]) expect(body).toContain(JSON.stringify(value));
  });

  it("editing an article: the form comes back although the article cannot be read", async () => {
    const response = await post("/admin/news/1/edit", editor, { ...article, version: "2026-11-21T10:00:00.000Z" });
    expect(response.status).toBe(503);
    const doc = parse(await response.text());
    expect(doc.querySelector("h1")?.text).toBe(fr.adminNews.editTitle);
    expect(doc.querySelector('[role="alert"]')?.text).toBe(fr.admin.saveUnavailable);
    expectNewsFormAsSent(doc);
    expect(valueOf(doc, "title")).toBe(article.title);
  });

  it("a result, in the editor's language: the form as typed and the outage in English", async () => {
    for (const path of ["/admin/results/new", "/admin/results/1/edit"]) {
      const response = await post(path, `${editor}; lang=en`, result);
      expect(response.status).toBe(503);
      const doc = parse(await response.text());
      expect(doc.querySelector('[role="alert"]')?.text.trim()).toBe(en.admin.saveUnavailable);
      for (const [field, value] of Object.entries(result)) expect(valueOf(doc, `result-${field}`)).toBe(value);
    }
  });

  it("shows no account and no back-office data around the refused form", async () => {
    const page = await (await post("/admin/news/new", editor, article)).text();
    expect(page).not.toContain("@tahiti2027.test");
    expect(page).not.toContain('href="/admin/users"');
  });

  it("a signed-out visitor is still sent to sign in", async () => {
    const response = await post("/admin/news/new", site.gateCookie, article);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
  });
});

describe("pages while the database is down", () => {
  it("a back-office page answers 503 with the unavailable page", async () => {
    const response = await get("/admin/news", editor);
    expect(response.status).toBe(503);
    expect(parse(await response.text()).querySelector("h1")?.text).toBe(fr.error.unavailableTitle);
  });

  it("a public page to render answers 503 in the visitor's language, without any trace of the error", async () => {
    for (const [path, messages] of [["/news?q=flamme", fr], ["/en/news?q=torch", en]] as const) {
      const response = await get(path);
      expect(response.status).toBe(503);
      const page = await response.text();
      const doc = parse(page);
      expect(doc.querySelector("h1")?.text).toBe(messages.error.unavailableTitle);
      expect(doc.querySelector("main p")?.text).toBe(messages.error.unavailableText);
      expect(page).not.toMatch(/PGlite is closed|Cannot use a pool|\n\s+at /);
    }
  });

  // The venues and the prose pages are the organisers' content in the database since issue 21: the
  // organisation page is still written in code.
  it("a page that needs no data still renders", async () => {
    expect((await get("/organization")).status).toBe(200);
  });

  // The offices are in the database since issue 21, read when the instance started (ADR 027): the
  // contact page still shows them while the database is down.
  it("the contact page renders with its offices from the content read at start", async () => {
    const page = await get("/contact");
    expect(page.status).toBe(200);
    const doc = parse(await page.text());
    expect(doc.querySelector('a[href="mailto:contact@tahiti2027.pf"]')).not.toBeNull();
    expect(doc.querySelector('section[aria-labelledby="departments"]')).not.toBeNull();
    expect(doc.querySelectorAll('section[aria-labelledby="offices"] h3').length).toBeGreaterThan(0);
  });

  it("a file sent to the media library answers 503 in the sender's language, with and without JavaScript", async () => {
    const send = (path: string, accept: string, language: "fr" | "en") => {
      const body = new FormData();
      body.append("file", new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" }), "lagon.jpg");
      return fetch(site.url + path, { method: "POST", headers: { cookie: `${editor}; lang=${language}`, accept, origin: site.url }, body, redirect: "manual" });
    };
    const script = await send("/admin/media/upload", "application/json", "fr");
    expect(script.status).toBe(503);
    expect(await script.json()).toEqual({ error: "unavailable", message: fr.adminMedia.uploadUnavailable });
    const form = await send("/admin/media/12/replace", "text/html", "en");
    expect(form.status).toBe(503);
    expect(await form.text()).toBe(en.adminMedia.uploadUnavailable);
  });
});
