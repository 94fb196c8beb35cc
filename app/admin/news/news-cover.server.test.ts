import { beforeEach, describe, expect, it } from "vitest";
import { media, news, type NewMediaRow } from "../../../db/schema/index.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { insertMedia } from "~/domain/media/media.server.ts";
import { checkCover } from "./news-cover.server.ts";
import { imageChoices } from "~/admin/media/image-choices.server.ts";
import type { NewsFormValues } from "./news-fields.ts";
import { newsInput } from "../../../tests/helpers/news-input.ts";

const database = testDatabase();
beforeEach(async () => {
  await database.db.delete(news);
  await database.db.delete(media);
});

const hashOf = (n: number) => n.toString(16).padStart(64, "0");
async function item(n: number, extra: Partial<NewMediaRow> = {}) {
  const { item } = await insertMedia(database.db, {
    hash: hashOf(n),
    kind: "image",
    mime: "image/jpeg",
    extension: "jpg",
    fileName: `photo-${n}.jpg`,
    title: `Photo ${n}`,
    size: 1000,
    width: 1600,
    height: 900,
    variants: [{ format: "webp", width: 960, height: 540, size: 500 }],
    alt: { fr: "Une pirogue" },
    credit: "COJ",
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)),
    ...extra,
  });
  return item;
}

const input = newsInput;
const values = {} as NewsFormValues;

describe("an article's cover", () => {
  it("takes a library image with its alt text and credit, and shows its mid-sized WebP in a preview", async () => {
    const photo = await item(1);
    expect(await checkCover(database.db, input({ coverMediaId: photo.id }), values)).toEqual({
      ok: true,
      input: input({ coverMediaId: photo.id }),
      shows: `/media/${photo.hash}/w960.webp`,
    });
  });

  it("keeps an outside https:// image and no image at all as they are", async () => {
    expect(await checkCover(database.db, input({ imageUrl: "https://example.org/a.jpg" }), values)).toMatchObject({ ok: true, shows: "https://example.org/a.jpg" });
    expect(await checkCover(database.db, input({}), values)).toMatchObject({ ok: true, shows: null });
  });

  it("reads a library file's URL pasted in the URL field as its item", async () => {
    const photo = await item(2);
    const check = await checkCover(database.db, input({ imageUrl: `/media/${photo.hash}/original.jpg` }), values);
    expect(check).toMatchObject({ ok: true, input: { coverMediaId: photo.id, imageUrl: null } });
    expect(await checkCover(database.db, input({ imageUrl: `/media/${hashOf(99)}/original.jpg` }), values)).toMatchObject({
      ok: false,
      fieldErrors: { imageUrl: "adminNews.errors.imageUrlNotInLibrary" },
    });
  });

  it("refuses two covers, a missing item, a file that is not a photo and a photo without alt text or credit", async () => {
    const photo = await item(3);
    const pdf = await item(4, { kind: "pdf", mime: "application/pdf", extension: "pdf", width: null, height: null, variants: [] });
    const bare = await item(5, { alt: {}, credit: "" });
    const refusal = async (cover: Parameters<typeof input>[0]) => {
      const check = await checkCover(database.db, input(cover), values);
      return check.ok ? undefined : check.fieldErrors;
    };
    expect(await refusal({ coverMediaId: photo.id, imageUrl: "https://example.org/a.jpg" })).toEqual({ imageUrl: "adminNews.errors.imageBoth" });
    expect(await refusal({ coverMediaId: photo.id, imageUrl: `/media/${photo.hash}/original.jpg` })).toEqual({ imageUrl: "adminNews.errors.imageBoth" });
    expect(await refusal({ coverMediaId: 999_999 })).toEqual({ coverMediaId: "adminNews.errors.coverMissing" });
    expect(await refusal({ coverMediaId: pdf.id })).toEqual({ coverMediaId: "adminNews.errors.coverNotImage" });
    expect(await refusal({ coverMediaId: bare.id })).toEqual({ coverMediaId: "adminNews.errors.coverNeedsDetails" });
  });
});

describe("the images the form offers", () => {
  it("lists library photos newest first, says which lack details, and keeps the article's own cover in the list", async () => {
    const old = await item(1);
    const bare = await item(2, { alt: {}, credit: "" });
    await item(3, { kind: "pdf", mime: "application/pdf", extension: "pdf", width: null, height: null, variants: [] });
    expect(await imageChoices(database.db, null)).toEqual([
      { id: bare.id, title: "Photo 2", preview: `/media/${bare.hash}/w960.webp`, ready: false },
      { id: old.id, title: "Photo 1", preview: `/media/${old.hash}/w960.webp`, ready: true },
    ]);
    // Beyond the newest ones listed, the article's own cover comes first.
    expect((await imageChoices(database.db, old.id, 1)).map((choice) => choice.id)).toEqual([old.id, bare.id]);
    expect((await imageChoices(database.db, bare.id, 1)).map((choice) => choice.id)).toEqual([bare.id]);
  });
});
