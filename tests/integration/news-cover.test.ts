import { eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fr } from "~/locales/fr.ts";
import { media, news, newsVersions } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { uploadLibraryPhoto } from "../helpers/media-posts.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";
import { storyRow } from "../helpers/stories.ts";

let site: TestSite;
let moderator: string;

beforeAll(async () => {
  site = await startTestSite();
  moderator = (await sessionFor(site, "moderator")).cookie;
});
afterAll(async () => {
  await site?.close();
});

const get = (path: string, cookie = site.gateCookie) => fetch(site.url + path, { headers: { cookie }, redirect: "manual" });

const uploadPhoto = (name: string, width: number, height: number) => uploadLibraryPhoto(site, moderator, name, width, height);

/** What the edit form of an article posts as it stands, with some fields changed. */
async function editFields(id: number, changes: Record<string, string>): Promise<Record<string, string>> {
  const doc = parse(await (await get(`/admin/news/${id}/edit`, moderator)).text());
  const fields: Record<string, string> = { intent: "save" };
  for (const input of doc.querySelectorAll("form input[name], form textarea[name]")) {
    if (input.getAttribute("type") === "checkbox") {
      if (input.hasAttribute("checked")) fields[input.getAttribute("name")!] = "on";
    } else fields[input.getAttribute("name")!] = input.tagName === "TEXTAREA" ? input.text : (input.getAttribute("value") ?? "");
  }
  for (const select of doc.querySelectorAll("form select[name]")) {
    fields[select.getAttribute("name")!] = select.querySelector("option[selected]")?.getAttribute("value") ?? "";
  }
  return { ...fields, ...changes };
}

/** A published story, with its source version as the edit form shows it. */
async function publishedArticle() {
  const [version] = await site.database.db.select({ id: newsVersions.newsId }).from(newsVersions).where(eq(newsVersions.published, true)).orderBy(newsVersions.newsId).limit(1);
  return (await storyRow(site.database.db, version!.id))!;
}

describe("an article's cover from the media library, without JavaScript", () => {
  it("lists the library's photos in the form, those without alt text or credit not choosable, and refuses them on the server too", async () => {
    const id = await uploadPhoto("Sans légende.jpg", 800, 600);
    const article = await publishedArticle();
    const doc = parse(await (await get(`/admin/news/${article.id}/edit`, moderator)).text());
    const option = doc.querySelector(`select[name=coverMediaId] option[value="${id}"]`)!;
    expect(option.hasAttribute("disabled")).toBe(true);
    expect(option.text).toBe(fr.adminNews.coverNotReady.replace("{{title}}", "Sans légende"));

    const response = await postForm(`${site.url}/admin/news/${article.id}/edit`, moderator, await editFields(article.id, { coverMediaId: String(id) }));
    expect(response.status).toBe(400);
    const refused = parse(await response.text());
    expect(refused.querySelector("#coverMediaId-error")?.text).toContain(fr.adminNews.errors.coverNeedsDetails);
    // What was typed comes back: the title as sent.
    expect(refused.querySelector("input[name=title]")?.getAttribute("value")).toBe(article.title);
    expect((await site.database.db.select().from(news).where(eq(news.id, article.id)))[0]!.coverMediaId).toBeNull();
  });

  it("saves a completed photo as the cover; the public article shows it as a picture, and again with new words once they change", async () => {
    const id = await uploadPhoto("Va'a à Hitiaa.jpg", 1600, 900);
    await site.database.db.update(media).set({ alt: { fr: "Des pirogues sur la plage" }, credit: "COJ" }).where(eq(media.id, id));
    const article = await publishedArticle();
    const saved = await postForm(`${site.url}/admin/news/${article.id}/edit`, moderator, await editFields(article.id, { coverMediaId: String(id), imageUrl: "" }));
    expect(saved.status).toBe(200);
    expect((await site.database.db.select().from(news).where(eq(news.id, article.id)))[0]!.coverMediaId).toBe(id);

    const page = parse(await (await get(`/news/${article.id}`)).text());
    const img = page.querySelector("article figure picture img")!;
    expect(img.hasAttribute("loading")).toBe(false);
    expect(img.getAttribute("alt")).toBe("Des pirogues sur la plage");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1600", "900"]);
    expect(img.getAttribute("style")).toContain("object-position:50% 50%");
    const sources = page.querySelectorAll("article figure picture source");
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    for (const source of sources) {
      expect(source.getAttribute("sizes")).toBe("(min-width: 768px) 736px, 100vw");
      // Every width the browser may choose is there, and is served.
      for (const candidate of source.getAttribute("srcset")!.split(", ")) {
        const [url, width] = candidate.split(" ");
        const file = await get(url!);
        expect(file.status, url).toBe(200);
        expect(file.headers.get("content-type")).toBe(source.getAttribute("type"));
        expect(width).toMatch(/^\d+w$/);
        await file.arrayBuffer();
      }
    }
    expect(page.querySelector("article figure figcaption")?.text).toBe(fr.news.photoCredit.replace("{{credit}}", "COJ"));

    // The stored page is dropped when the photo's words change, not served for another minute.
    expect((await get(`/news/${article.id}`)).headers.get("x-cache")).toBe("hit");
    await site.database.db.update(media).set({ alt: { fr: "Trois pirogues au départ" }, focusX: 0.2 }).where(eq(media.id, id));
    await expect
      .poll(async () => parse(await (await get(`/news/${article.id}`)).text()).querySelector("article figure picture img")?.getAttribute("alt"), { timeout: 5000 })
      .toBe("Trois pirogues au départ");
    const list = parse(await (await get("/news")).text());
    const card = list
      .querySelectorAll("article")
      .find((element) => element.querySelector(`a[href="/news/${article.id}"]`))
      ?.querySelector("picture img");
    expect(card?.getAttribute("alt")).toBe("");
    expect(card?.getAttribute("style")).toContain("object-position:20% 50%");
  });
});
