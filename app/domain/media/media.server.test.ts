import { beforeEach, describe, expect, it } from "vitest";
import { media, mediaDownloads, news, type NewMediaRow } from "../../../db/schema/index.ts";
import { insertStory } from "../../../db/news-stories.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { insertArticles } from "../../../tests/helpers/stories.ts";
import { countUses, findMedia, insertMedia, listMedia, MEDIA_PAGE_SIZE, needsDetails, parseMediaQuery, usesOf } from "./media.server.ts";

const database = testDatabase();
beforeEach(async () => {
  await database.db.delete(media);
  await database.db.delete(news);
});

const hashOf = (n: number) => n.toString(16).padStart(64, "0");
const row = (n: number, extra: Partial<NewMediaRow> = {}): NewMediaRow => ({
  hash: hashOf(n),
  kind: "image",
  mime: "image/jpeg",
  extension: "jpg",
  fileName: `photo-${n}.jpg`,
  title: `Photo ${n}`,
  size: 1000 + n,
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)),
  ...extra,
});

describe("the media library's records", () => {
  it("reads its query leniently: a bad page, kind or search is dropped, never an error", () => {
    expect(parseMediaQuery(new URLSearchParams("page=0&kind=exe&q=%20%20"))).toEqual({ page: 1 });
    expect(parseMediaQuery(new URLSearchParams(`page=2&kind=pdf&q=${"a".repeat(150)}`))).toEqual({ page: 2, kind: "pdf", q: "a".repeat(100) });
  });

  it("lists newest first, a page at a time, searching titles, file names and credits, filtered by kind", async () => {
    for (let n = 1; n <= MEDIA_PAGE_SIZE + 2; n++) await insertMedia(database.db, row(n));
    await insertMedia(database.db, row(100, { kind: "pdf", mime: "application/pdf", extension: "pdf", fileName: "dossier.pdf", title: "Dossier de presse", credit: "COJ 100%" }));
    const first = await listMedia(database.db, { page: 1 });
    expect(first.total).toBe(MEDIA_PAGE_SIZE + 3);
    expect(first.items).toHaveLength(MEDIA_PAGE_SIZE);
    expect(first.items[0]!.title).toBe("Dossier de presse");
    expect((await listMedia(database.db, { page: 2 })).items.map((item) => item.title)).toEqual(["Photo 3", "Photo 2", "Photo 1"]);
    expect((await listMedia(database.db, { page: 1, kind: "pdf" })).total).toBe(1);
    expect((await listMedia(database.db, { page: 1, q: "photo-1" })).total).toBe(11);
    // A search is literal text: % and _ match themselves.
    expect((await listMedia(database.db, { page: 1, q: "100%" })).items.map((item) => item.title)).toEqual(["Dossier de presse"]);
    expect((await listMedia(database.db, { page: 1, q: "_" })).total).toBe(0);
  });

  it("keeps one item for the same bytes", async () => {
    const first = await insertMedia(database.db, row(1));
    const again = await insertMedia(database.db, row(1, { title: "Autre titre" }));
    expect(again).toEqual({ item: first.item, created: false });
    expect((await findMedia(database.db, first.item.id))?.title).toBe("Photo 1");
  });

  it("finds where the site shows an item: the articles it is the cover of and the media page's downloads", async () => {
    const { item } = await insertMedia(database.db, row(7));
    const { item: other } = await insertMedia(database.db, row(8));
    const { item: unused } = await insertMedia(database.db, row(9));
    await insertArticles(database.db, [
      { title: "Couverture", excerpt: "e", content: "<p>c</p>", coverMediaId: item.id },
      { title: "Ailleurs", excerpt: "e", content: "<p>c</p>", imageUrl: "https://example.org/photo.jpg" },
    ]);
    // A story is named by its source version's title, once whatever its translations.
    await insertStory(database.db, {
      coverMediaId: item.id,
      versions: [
        { language: "en", title: "Second", excerpt: "e", content: "<p>c</p>" },
        { language: "fr", title: "Seconde", excerpt: "e", content: "<p>c</p>" },
      ],
    });
    await database.db.insert(mediaDownloads).values([{ slot: "mediaKit", mediaId: other.id }]);
    expect((await usesOf(database.db, item)).map((use) => (use.kind === "news" ? use.title : use.slot)).sort()).toEqual(["Couverture", "Second"]);
    expect(await usesOf(database.db, other)).toEqual([{ kind: "download", slot: "mediaKit" }]);
    expect(await usesOf(database.db, unused)).toEqual([]);
    expect(await countUses(database.db, [item.id, other.id, unused.id])).toEqual(new Map([[item.id, 2], [other.id, 1], [unused.id, 0]]));
  });

  it("asks for alt text and a credit on images only", () => {
    expect(needsDetails({ kind: "image", credit: "", alt: { fr: "Une pirogue" } })).toBe(true);
    expect(needsDetails({ kind: "svg", credit: "COJ", alt: {} })).toBe(true);
    expect(needsDetails({ kind: "image", credit: "COJ", alt: { ja: "カヌー" } })).toBe(false);
    expect(needsDetails({ kind: "pdf", credit: "", alt: {} })).toBe(false);
  });
});
