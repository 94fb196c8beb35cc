import { and, eq } from "drizzle-orm";
import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { toFormValues } from "~/domain/content/fields.ts";
import { pagesKind } from "~/domain/content/kinds/pages.ts";
import { contentItems } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { createHtmlValidator, markupProblems } from "../helpers/html-validity.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";
import { errorNextTo } from "../helpers/html.ts";

let site: TestSite;
let moderator: string;
let admin: string;

beforeAll(async () => {
  site = await startTestSite();
  moderator = (await sessionFor(site, "moderator")).cookie;
  admin = (await sessionFor(site, "admin")).cookie;
});
afterAll(async () => {
  await site?.close();
});

const validator = createHtmlValidator();

async function page(pathname: string): Promise<HTMLElement> {
  const response = await fetch(site.url + pathname, { headers: { cookie: site.gateCookie } });
  expect(response.status, pathname).toBe(200);
  const html = await response.text();
  expect(await markupProblems(validator, html, pathname)).toEqual([]);
  return parse(html);
}

/** The accessibility statement's form as saved: every control's value and the version. */
async function savedForm(): Promise<Record<string, string>> {
  const [row] = await site.database.db.select().from(contentItems).where(and(eq(contentItems.kind, "pages"), eq(contentItems.id, "accessibility")));
  return { ...toFormValues(pagesKind.fields, row!.data), version: String(row!.version) };
}

const FORM = `/admin/content/pages/accessibility`;

describe("the prose pages in the back office", () => {
  it("shows the seeded pages as before: the cookie table, the contact address, the host to be confirmed", async () => {
    const cookies = await page("/cookies");
    expect(cookies.querySelector("h1")!.text).toBe("Politique de cookies");
    expect(cookies.querySelectorAll("table tbody tr code").map((code) => code.text)).toContain("t27_gate");
    const legal = await page("/legal");
    expect(legal.querySelector('a[href="mailto:contact@tahiti2027.pf"]')).not.toBeNull();
    expect(legal.querySelector("[data-to-confirm]")?.text).toContain(fr.pageContent.toConfirm);
    expect((await page("/en/privacy")).querySelector('a[href="/en/cookies"]')).not.toBeNull();
    expect((await page("/ja/accessibility")).querySelector("h1")!.text).toBe("アクセシビリティ方針");
  });

  it("previews a language's Markdown as the public page renders it, sanitised, without saving, the text kept", async () => {
    const form = await savedForm();
    const hostile = "# Titre\n\n<script>alert(1)</script>\n\n[lien](javascript:alert(2)) [contact](/contact)";
    const response = await postForm(site.url + FORM, moderator, { ...form, "body.en": hostile, intent: "preview:body.en" });
    expect(response.status).toBe(200);
    const doc = parse(await response.text());
    const preview = doc.getElementById("content-body.en-preview")!;
    expect(preview.querySelector("h2")?.text).toBe("Titre");
    expect(preview.querySelector('a[href="/en/contact"]')).not.toBeNull();
    expect(preview.innerHTML).not.toMatch(/script|javascript/);
    expect(doc.querySelector('[name="body.en"]')!.text).toBe(hostile);
    expect(await savedForm()).toEqual(form);
  });

  it("refuses a body without its French, next to the field, with every language as typed", async () => {
    const form = await savedForm();
    const response = await postForm(site.url + FORM, moderator, { ...form, "body.fr": "", "body.ja": "## 新しい見出し", intent: "save" });
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(errorNextTo(doc, "body.fr")).toBe(fr.forms.errors.required);
    expect(doc.querySelector('[name="body.ja"]')!.text).toBe("## 新しい見出し");
    expect(await savedForm()).toEqual(form);
  });

  it("shows an edit in two languages on the six public pages at once, the missing ones in French and marked", async () => {
    // Stored pages first: saving must drop them.
    for (const prefix of ["", "/en", "/es", "/pt", "/zh", "/ja"]) await page(`${prefix}/accessibility`);
    const form = await savedForm();
    const saved = await postForm(site.url + FORM, moderator, { ...form, "body.fr": "## Nouvel engagement\n\nTexte revu.", "body.ja": "## 新しい取り組み\n\n改訂版。", "body.en": "", intent: "save" });
    expect(saved.status).toBe(200);
    const french = await page("/accessibility");
    expect(french.querySelector("main h2")?.text).toBe("Nouvel engagement");
    expect(french.querySelector("[data-untranslated]")).toBeNull();
    const japanese = await page("/ja/accessibility");
    expect(japanese.querySelector("main h2")?.text).toBe("新しい取り組み");
    expect(japanese.querySelector("[data-untranslated]")).toBeNull();
    const english = await page("/en/accessibility");
    expect(english.querySelector("main h2")?.text).toBe("Nouvel engagement");
    expect(english.querySelector("main h2")!.closest("[lang]")!.getAttribute("lang")).toBe("fr");
    expect(english.querySelector("[data-untranslated]")).not.toBeNull();
    for (const prefix of ["/es", "/pt", "/zh"]) {
      const other = await page(`${prefix}/accessibility`);
      expect(other.querySelector("main h2")?.text, prefix).not.toBe("Nouvel engagement");
      expect(other.querySelector("[data-untranslated]"), prefix).toBeNull();
    }
    expect(japanese.text).not.toContain(ja.pageContent.untranslated);
  });

  it("lets a moderator edit but not delete, and no one add or delete a page", async () => {
    const form = await savedForm();
    expect((await postForm(site.url + FORM, moderator, { ...form, intent: "delete" })).status).toBe(403);
    expect((await postForm(site.url + FORM, admin, { ...form, intent: "delete" })).status).toBe(403);
    expect((await fetch(`${site.url}/admin/content/pages/new`, { headers: { cookie: admin } })).status).toBe(404);
    expect((await postForm(`${site.url}/admin/content/pages/new`, admin, { ...form, intent: "save" })).status).toBe(404);
    expect(await savedForm()).toEqual(form);
  });

  it("names the host on the legal notice once it is filled in, and the dashboard stops asking for it", async () => {
    const hostToConfirm = async () => parse(await (await fetch(`${site.url}/admin/dashboard`, { headers: { cookie: moderator } })).text()).querySelector('a[href="/admin/content/host/main"]');
    expect((await hostToConfirm())?.parentNode?.text).toContain(fr.adminContent.fields.host.name);
    const host = await fetch(`${site.url}/admin/content/host/main`, { headers: { cookie: moderator } });
    const version = parse(await host.text()).querySelector('[name="version"]')!.getAttribute("value")!;
    const saved = await postForm(`${site.url}/admin/content/host/main`, moderator, { name: "Hébergeur Exemple SAS", address: "1 rue de l'Exemple, Papeete", phone: "+689 40 00 00 00", version, intent: "save" });
    expect(saved.status).toBe(200);
    const legal = await page("/legal");
    expect(legal.querySelector("[data-to-confirm]")).toBeNull();
    expect(legal.text).toContain("Hébergeur Exemple SAS, 1 rue de l'Exemple, Papeete, +689 40 00 00 00");
    expect(await hostToConfirm()).toBeNull();
  });
});

describe("raw HTML left open in a prose page's Markdown", () => {
  const OPENERS = ["<style>", "<script>", "<textarea>", "<title>", "<xmp>", "<iframe>", "<noscript>", "<!--", "<plaintext>", "<option>"];

  it("swallows nothing after it: the text, the headings and the footer are all on the page", async () => {
    for (const opener of OPENERS) {
      for (const markdown of [`Avant ${opener} au milieu.\n\nLa suite du texte.\n\n## Après`, `Avant.\n\n${opener}\n\nLa suite du texte.\n\n## Après`]) {
        const saved = await postForm(site.url + FORM, moderator, { ...(await savedForm()), "body.fr": markdown, intent: "save" });
        expect(saved.status, opener).toBe(200);
        const doc = await page("/accessibility");
        const main = doc.querySelector("main")!;
        expect(main.querySelectorAll("p").map((p) => p.text.trim()), markdown).toContain("La suite du texte.");
        expect(main.querySelector("h2")?.text, markdown).toBe("Après");
        expect(doc.querySelector("footer a[href='/legal']"), markdown).not.toBeNull();
        expect(main.querySelector("style, script, textarea, title, iframe, noscript, xmp, plaintext, option"), markdown).toBeNull();
      }
    }
  });
});
