import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { media, mediaDownloads, type NewMediaRow } from "../../../db/schema/index.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { insertStaff } from "../../../tests/helpers/staff.ts";
import { DOWNLOAD_CHOICES_LIMIT, downloadsForEditors, offerDownload, publishedDownloads, withdrawDownload } from "./downloads.server.ts";
import { insertMedia } from "./media.server.ts";

const database = testDatabase();
let actor: Awaited<ReturnType<typeof insertStaff>>;
beforeAll(async () => {
  actor = await insertStaff(database.db);
});
beforeEach(async () => {
  await database.db.delete(media);
});

const hashOf = (n: number) => n.toString(16).padStart(64, "0");
const FILES = {
  pdf: { kind: "pdf", mime: "application/pdf", extension: "pdf" },
  zip: { kind: "zip", mime: "application/zip", extension: "zip" },
  video: { kind: "video", mime: "video/mp4", extension: "mp4" },
  image: { kind: "image", mime: "image/jpeg", extension: "jpg" },
  svg: { kind: "svg", mime: "image/svg+xml", extension: "svg" },
} as const;

async function add(n: number, type: keyof typeof FILES, extra: Partial<NewMediaRow> = {}) {
  const row: NewMediaRow = {
    hash: hashOf(n),
    ...FILES[type],
    fileName: `file-${n}.${FILES[type].extension}`,
    title: `File ${n}`,
    size: 1000 * n,
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)),
    ...extra,
  };
  return (await insertMedia(database.db, row)).item;
}

const described = { alt: { fr: "Le logo des Jeux" }, credit: "COJ Tahiti 2027" };

describe("offering a library item as one of the media page's downloads", () => {
  it("offers an item of a kind the download takes, replacing what it offered, and publishes its file", async () => {
    const first = await add(1, "pdf", { title: "Dossier de presse" });
    const second = await add(2, "zip", { title: "Dossier de presse complet" });
    expect(await publishedDownloads(database.db)).toEqual({});

    expect(await offerDownload(database.db, "mediaKit", first.id, actor)).toEqual({ ok: true, title: "Dossier de presse" });
    expect(await publishedDownloads(database.db)).toEqual({
      mediaKit: { url: `/media/${first.hash}/original.pdf`, fileName: "Dossier de presse.pdf", mime: "application/pdf", type: "PDF", size: 1000 },
    });

    expect(await offerDownload(database.db, "mediaKit", second.id, actor)).toEqual({ ok: true, title: "Dossier de presse complet" });
    expect(await offerDownload(database.db, "logos", second.id, actor)).toMatchObject({ ok: true });
    expect(await publishedDownloads(database.db)).toEqual({
      mediaKit: { url: `/media/${second.hash}/original.zip`, fileName: "Dossier de presse complet.zip", mime: "application/zip", type: "ZIP", size: 2000 },
      logos: { url: `/media/${second.hash}/original.zip`, fileName: "Dossier de presse complet.zip", mime: "application/zip", type: "ZIP", size: 2000 },
    });
    expect(await database.db.select().from(mediaDownloads)).toHaveLength(2);
  });

  it("refuses an unknown item, a kind the download does not take and an image without alt text or credit", async () => {
    const video = await add(1, "video");
    const bare = await add(2, "image");
    const creditOnly = await add(3, "svg", { credit: "COJ" });
    const image = await add(4, "image", described);
    expect(await offerDownload(database.db, "mediaKit", 999_999, actor)).toEqual({ ok: false, problem: "unknown-item" });
    expect(await offerDownload(database.db, "mediaKit", video.id, actor)).toEqual({ ok: false, problem: "wrong-kind" });
    expect(await offerDownload(database.db, "photos", video.id, actor)).toEqual({ ok: false, problem: "wrong-kind" });
    expect(await offerDownload(database.db, "videos", image.id, actor)).toEqual({ ok: false, problem: "wrong-kind" });
    expect(await offerDownload(database.db, "photos", bare.id, actor)).toEqual({ ok: false, problem: "needs-details" });
    expect(await offerDownload(database.db, "logos", creditOnly.id, actor)).toEqual({ ok: false, problem: "needs-details" });
    expect(await database.db.select().from(mediaDownloads)).toEqual([]);
    expect(await offerDownload(database.db, "photos", image.id, actor)).toMatchObject({ ok: true });
    expect(await offerDownload(database.db, "videos", video.id, actor)).toMatchObject({ ok: true });
  });

  it("withdraws a download, and a deleted item's download goes with it", async () => {
    const kit = await add(1, "pdf");
    const clip = await add(2, "video");
    await offerDownload(database.db, "mediaKit", kit.id, actor);
    await offerDownload(database.db, "videos", clip.id, actor);
    expect(await withdrawDownload(database.db, "mediaKit", actor)).toBe(true);
    expect(await withdrawDownload(database.db, "mediaKit", actor)).toBe(false);
    expect(Object.keys(await publishedDownloads(database.db))).toEqual(["videos"]);
    await database.db.delete(media).where(eq(media.id, clip.id));
    expect(await publishedDownloads(database.db)).toEqual({});
  });

  it("keeps off the public page an offered image that has since lost its credit", async () => {
    const logo = await add(1, "svg", described);
    await offerDownload(database.db, "logos", logo.id, actor);
    expect(Object.keys(await publishedDownloads(database.db))).toEqual(["logos"]);
    await database.db.update(media).set({ credit: "" }).where(eq(media.id, logo.id));
    expect(await publishedDownloads(database.db)).toEqual({});
    const [logos] = await downloadsForEditors(database.db);
    expect(logos).toMatchObject({ slot: "logos", offered: { id: logo.id, hidden: "needs-details", needsDetails: true } });
  });

  it("keeps off the public page an offered item whose file is no longer of a kind the download takes", async () => {
    const kit = await add(1, "pdf");
    await offerDownload(database.db, "mediaKit", kit.id, actor);
    await database.db.update(media).set({ ...FILES.video }).where(eq(media.id, kit.id));
    expect(await publishedDownloads(database.db)).toEqual({});
    const [, mediaKit] = await downloadsForEditors(database.db);
    expect(mediaKit).toMatchObject({ offered: { id: kit.id, hidden: "wrong-kind" } });
    expect(mediaKit!.choices).toEqual([]);
  });
});

describe("the downloads as the back office lists them", () => {
  it("lists for each download the items of its kinds, newest first, and what it offers", async () => {
    const pdf = await add(1, "pdf", { title: "Kit" });
    const zip = await add(2, "zip");
    const clip = await add(3, "video");
    const bare = await add(4, "image");
    await offerDownload(database.db, "mediaKit", pdf.id, actor);
    const downloads = await downloadsForEditors(database.db);
    expect(downloads.map((download) => download.slot)).toEqual(["logos", "mediaKit", "photos", "videos"]);
    const choices = Object.fromEntries(downloads.map((download) => [download.slot, download.choices.map((choice) => choice.id)]));
    expect(choices).toEqual({ logos: [bare.id, zip.id, pdf.id], mediaKit: [zip.id, pdf.id], photos: [bare.id, zip.id], videos: [clip.id, zip.id] });
    const [logos, mediaKit] = downloads;
    expect(logos).toMatchObject({ kinds: ["zip", "svg", "image", "pdf"], offered: null });
    expect(logos!.choices[0]).toEqual({ id: bare.id, title: "File 4", kind: "image", type: "JPEG", size: 4000, needsDetails: true });
    expect(mediaKit!.offered).toEqual({ id: pdf.id, title: "Kit", kind: "pdf", type: "PDF", size: 1000, needsDetails: false, hidden: null });
  });

  it("narrows the lists to a search of titles and file names, and keeps the offered item among them", async () => {
    const kit = await add(1, "pdf", { title: "Dossier 2026" });
    const wanted = await add(2, "pdf", { title: "Programme", fileName: "programme_100%.pdf" });
    await add(3, "pdf", { title: "Autre" });
    await offerDownload(database.db, "mediaKit", kit.id, actor);
    const [, mediaKit] = await downloadsForEditors(database.db, "100%");
    expect(mediaKit!.choices.map((choice) => choice.id)).toEqual([kit.id, wanted.id]);
  });

  it(`shows at most ${DOWNLOAD_CHOICES_LIMIT} items a download, the newest`, async () => {
    for (let n = 1; n <= DOWNLOAD_CHOICES_LIMIT + 2; n++) await add(n, "zip");
    const [logos] = await downloadsForEditors(database.db);
    expect(logos!.choices).toHaveLength(DOWNLOAD_CHOICES_LIMIT);
    expect(logos!.choices[0]!.title).toBe(`File ${DOWNLOAD_CHOICES_LIMIT + 2}`);
  });
});
