import { and, eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsVersions } from "../../db/schema/index.ts";
import { fr } from "~/locales/fr.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";
import { toTahitiWallClock } from "../../vocabulary/tahiti-time.ts";

// This site's background jobs live in 2020: nothing comes due for its scheduler, so the test says when.
let site: TestSite;
let editor: string;
let storyId: number;

const get = (path: string, cookie = site.gateCookie) => fetch(site.url + path, { headers: { cookie }, redirect: "manual" });
const page = async (path: string, cookie?: string) => parse(await (await get(path, cookie)).text());
const story = (changes: Record<string, string> = {}) => ({
  intent: "save",
  title: "La flamme arrive",
  excerpt: "Le relais commence.",
  imageUrl: "",
  imageAlt: "",
  content: "<p>Le relais commence à Papeete.</p>",
  category: "polynesia",
  language: "fr",
  published: "on",
  publishAt: "",
  unpublishAt: "",
  ...changes,
});
async function hidden(path: string, name: string) {
  return (await page(path, editor)).querySelector(`input[name=${name}]`)?.getAttribute("value") ?? "";
}

beforeAll(async () => {
  site = await startTestSite({}, { clock: () => new Date("2020-01-01T00:00:00Z") });
  editor = `${(await sessionFor(site, "moderator")).cookie}; ${site.gateCookie}`;
  const created = await postForm(`${site.url}/admin/news/new`, editor, story());
  storyId = Number(created.headers.get("location")?.match(/\/admin\/news\/(\d+)\/edit/)?.[1]);
  for (const title of ["La flamme est arrivée", "La flamme est arrivée à Tahiti"]) {
    const saved = await postForm(`${site.url}/admin/news/${storyId}/edit`, editor, { ...story({ title }), version: await hidden(`/admin/news/${storyId}/edit`, "version") });
    expect(saved.status).toBe(200);
  }
});
afterAll(async () => {
  await site?.close();
});

describe("a version's history in the back office", () => {
  it("lists every save, newest first, and shows the last change word by word", async () => {
    const doc = await page(`/admin/news/${storyId}/history/fr`, editor);
    expect(doc.querySelector("h1")?.text).toBe(fr.adminNews.historyTitle.replace("{{title}}", "La flamme est arrivée à Tahiti"));
    const rows = doc.querySelectorAll("tbody tr");
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.querySelectorAll("td")[1]!.text)).toEqual([
      expect.stringContaining("La flamme est arrivée à Tahiti"),
      expect.stringContaining("La flamme est arrivée"),
      expect.stringContaining("La flamme arrive"),
    ]);
    expect(doc.querySelectorAll("ins").map((node) => node.text)).toEqual([expect.stringContaining("à Tahiti")]);
    expect(doc.querySelectorAll("del")).toHaveLength(0);
    // The newest is what the version says: it has nothing to restore.
    expect(rows[0]!.querySelector("button")).toBeNull();
  });

  it("compares any two revisions chosen in the URL", async () => {
    const doc = await page(`/admin/news/${storyId}/history/fr`, editor);
    const ids = doc.querySelectorAll('input[name="from"]').map((input) => input.getAttribute("value"));
    const compared = await page(`/admin/news/${storyId}/history/fr?from=${ids[2]}&to=${ids[0]}`, editor);
    expect(compared.querySelectorAll("del").map((node) => node.text)).toEqual([expect.stringContaining("arrive")]);
    expect(compared.querySelector(`input[name="from"][value="${ids[2]}"]`)?.getAttribute("checked")).toBeDefined();
    // Unknown or foreign ids compare nothing rather than fail.
    expect((await get(`/admin/news/${storyId}/history/fr?from=999999&to=abc`, editor)).status).toBe(200);
  });

  it("restores a revision's words as a new revision; the public page shows them", async () => {
    const doc = await page(`/admin/news/${storyId}/history/fr`, editor);
    const oldest = doc.querySelectorAll('input[name="from"]').map((input) => input.getAttribute("value")!)[2]!;
    const restored = await postForm(`${site.url}/admin/news/${storyId}/history/fr`, editor, { intent: "restore", revision: oldest });
    expect(restored.status).toBe(200);
    expect(parse(await restored.text()).text).toContain(fr.adminNews.restored);
    expect((await page(`/news/${storyId}`)).querySelector("h1")?.text).toBe("La flamme arrive");
    const after = await page(`/admin/news/${storyId}/history/fr`, editor);
    expect(after.querySelectorAll("tbody tr")).toHaveLength(4);
    expect(after.querySelector("tbody tr td:nth-child(3)")?.text).toContain(fr.adminNews.revisionReasons.restore);
  });

  it("refuses what is not a restore of one of this version's revisions, and shows no history to the public", async () => {
    expect((await postForm(`${site.url}/admin/news/${storyId}/history/fr`, editor, { intent: "restore", revision: "999999" })).status).toBe(404);
    expect((await postForm(`${site.url}/admin/news/${storyId}/history/fr`, editor, { intent: "erase" })).status).toBe(400);
    expect((await get(`/admin/news/${storyId}/history/ja`, editor)).status).toBe(404);
    expect((await get(`/admin/news/${storyId}/history/xx`, editor)).status).toBe(404);
    const signedOut = await get(`/admin/news/${storyId}/history/fr`);
    expect(signedOut.status).toBe(302);
  });
});

describe("scheduling a version", () => {
  it("refuses a time in the past next to the field, in Tahiti time, keeping what was typed", async () => {
    const past = toTahitiWallClock(new Date(Date.now() - 3_600_000));
    const response = await postForm(`${site.url}/admin/news/${storyId}/translations/ja`, editor, {
      title: "聖火が到着",
      excerpt: "リレーが始まる。",
      imageAlt: "",
      content: "<p>パペーテから。</p>",
      published: "",
      publishAt: past,
      unpublishAt: "",
      version: "",
      basedOn: await hidden(`/admin/news/${storyId}/translations/ja`, "basedOn"),
    });
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(doc.querySelector("#publishAt-error")?.text).toContain(fr.adminNews.errors.schedulePast);
    expect(doc.querySelector("input[name=publishAt]")?.getAttribute("value")).toBe(past);
  });

  it("publishes the Japanese version when another instance's scheduler reaches its time; this instance's pages hear it", async () => {
    const inTwoMinutes = new Date(Date.now() + 2 * 60_000);
    const saved = await postForm(`${site.url}/admin/news/${storyId}/translations/ja`, editor, {
      title: "聖火が到着",
      excerpt: "リレーが始まる。",
      imageAlt: "",
      content: "<p>パペーテから。</p>",
      published: "",
      publishAt: toTahitiWallClock(inTwoMinutes),
      unpublishAt: "",
      version: "",
      basedOn: await hidden(`/admin/news/${storyId}/translations/ja`, "basedOn"),
    });
    expect(saved.status).toBe(200);
    const list = await page("/admin/news?status=published", editor);
    expect(list.querySelector("tbody")?.text).toContain("La flamme arrive");
    const chip = list.querySelectorAll(`a[href="/admin/news/${storyId}/translations/ja"]`)[0]!;
    expect(chip.text).toContain(fr.adminNews.versionStatus.scheduled);
    // Still French for Japanese readers (a stored page), until the time.
    expect((await page(`/ja/news/${storyId}`)).querySelector("h1")?.text).toBe("La flamme arrive");

    const [version] = await site.database.db.select().from(newsVersions).where(and(eq(newsVersions.newsId, storyId), eq(newsVersions.language, "ja")));
    expect(version?.publishAt?.getTime()).toBe(Math.floor(inTwoMinutes.getTime() / 60_000) * 60_000);
    const later = await startTestSite({}, { database: site.database, clock: () => new Date(version!.publishAt!.getTime() + 30_000) });
    try {
      await expect.poll(async () => (await page(`/ja/news/${storyId}`)).querySelector("h1")?.text, { timeout: 10_000 }).toBe("聖火が到着");
      const [published] = await site.database.db.select().from(newsVersions).where(and(eq(newsVersions.newsId, storyId), eq(newsVersions.language, "ja")));
      expect(published).toMatchObject({ published: true, publishAt: null, publishedAt: version!.publishAt });
    } finally {
      await later.close();
    }
  });

  it("flags on the dashboard a schedule no server carried out", async () => {
    const overdue = new Date(Date.now() - 10 * 60_000);
    await site.database.db.update(newsVersions).set({ published: false, publishAt: overdue }).where(and(eq(newsVersions.newsId, storyId), eq(newsVersions.language, "ja")));
    const dashboard = await page("/admin/dashboard", editor);
    const missed = dashboard.querySelector('section[aria-labelledby="missed-title"]');
    expect(missed?.querySelector("h2")?.text).toContain(fr.adminNews.missedTitle);
    expect(missed?.querySelector(`a[href="/admin/news/${storyId}/translations/ja"]`)?.text).toContain("聖火が到着");
  });
});
