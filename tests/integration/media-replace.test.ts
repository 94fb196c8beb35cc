import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { media, type MediaRow } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { CLEAN_SVG, MINIMAL_PDF, picture, pngDeclaringHugeSize, pngOf100Megapixels, SVG_WITH_SCRIPT, zipOf } from "../helpers/media-fixtures.ts";
import { postFiles, type FileAnswer, type PostedFile } from "../helpers/media-posts.ts";
import { startS3Server } from "../helpers/s3.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";
import { createS3Storage } from "~/platform/storage/s3-storage.server.ts";

let site: TestSite;
let moderator: string;
let admin: string;
let user: string;

beforeAll(async () => {
  // Small limits, so that "too large" needs only a few megabytes.
  site = await startTestSite({ MEDIA_MAX_IMAGE_MB: "2", MEDIA_MAX_FILE_MB: "3" });
  [moderator, admin, user] = (await Promise.all([sessionFor(site, "moderator"), sessionFor(site, "admin"), sessionFor(site, "user")])).map((s) => s.cookie) as [string, string, string];
});
afterAll(async () => {
  await site?.close();
});

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");
const rowOf = async (id: number) => (await site.database.db.select().from(media).where(eq(media.id, id)))[0];
const status = async (target: TestSite, path: string) => (await fetch(target.url + path, { headers: { cookie: target.gateCookie } })).status;
const fileUrls = (row: Pick<MediaRow, "hash" | "extension" | "variants">) => [`/media/${row.hash}/original.${row.extension}`, ...row.variants.map((variant) => `/media/${row.hash}/w${variant.width}.${variant.format}`)];

/** An item uploaded by the moderator, then given the words and focal point an editor gives it. */
async function itemOf(name: string, bytes: Buffer | string): Promise<MediaRow> {
  const response = await postFiles(site, "/admin/media/upload", moderator, [{ name, bytes }]);
  const { files } = (await response.json()) as { files: FileAnswer[] };
  const id = files[0]!.id!;
  await site.database.db.update(media).set({ title: `Titre de ${name}`, alt: { fr: "Six rameurs", en: "Six paddlers" }, credit: "Photo : COJ", licence: "CC BY 4.0", focusX: 0.3, focusY: 0.7 }).where(eq(media.id, id));
  return (await rowOf(id))!;
}

const replace = (id: number | string, cookie: string, files: PostedFile[], accept?: string) => postFiles(site, `/admin/media/${id}/replace`, cookie, files, accept);

async function replaceOne(id: number, cookie: string, name: string, bytes: Buffer | string) {
  const response = await replace(id, cookie, [{ name, bytes }]);
  const { files } = (await response.json()) as { files: FileAnswer[] };
  return { status: response.status, answer: files[0]! };
}

describe("replacing an item's file", () => {
  it("serves the new file and its sizes at new URLs, the old ones answer 404, and the item keeps its id and words", async () => {
    const item = await itemOf("vaa.jpg", await picture("jpeg", 1200, 750));
    const oldUrls = fileUrls(item);
    for (const url of oldUrls) expect(await status(site, url), url).toBe(200);

    const png = await picture("png", 800, 600);
    const { status: answered, answer } = await replaceOne(item.id, moderator, "vaa-recadrée.png", png);
    expect(answered).toBe(200);
    expect(answer).toMatchObject({ ok: true, id: item.id, title: item.title });
    const row = (await rowOf(item.id))!;
    expect(row).toMatchObject({ id: item.id, title: item.title, alt: item.alt, credit: item.credit, licence: item.licence, focusX: 0.3, focusY: 0.7, hash: sha256(png), mime: "image/png", extension: "png", fileName: "vaa-recadrée.png", size: png.length, width: 800, height: 600 });
    expect(row.updatedAt.getTime()).toBeGreaterThan(item.updatedAt.getTime());

    const original = await fetch(`${site.url}/media/${row.hash}/original.png`, { headers: { cookie: site.gateCookie } });
    expect(original.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
    for (const format of ["avif", "webp"] as const) {
      const variant = await fetch(`${site.url}/media/${row.hash}/w640.${format}`, { headers: { cookie: site.gateCookie } });
      expect(variant.status).toBe(200);
      expect(variant.headers.get("content-type")).toBe(`image/${format}`);
    }
    expect(row.variants.map((variant) => variant.width)).toContain(800);
    for (const url of oldUrls) expect(await status(site, url), url).toBe(404);

    const page = await (await fetch(`${site.url}/admin/media/${item.id}`, { headers: { cookie: moderator } })).text();
    expect(page).toContain(fr.adminMedia.dimensions.replace("{{width}}", "800").replace("{{height}}", "600"));
    expect(page).toContain(`/media/${row.hash}/original.png`);
  });

  it("refuses, in the editor's language, each file it must not take, and changes nothing", async () => {
    const photo = await itemOf("photo.jpg", await picture("jpeg", 400, 300));
    const logo = await itemOf("logo.svg", CLEAN_SVG);
    const other = await itemOf("autre.webp", await picture("webp", 300, 200));
    const megabytes = (n: number) => new Intl.NumberFormat("fr", { style: "unit", unit: "megabyte" }).format(n);
    const cases: { item: MediaRow; name: string; bytes: Buffer | string; status: number; code: string; message: string; held?: { id: number; title: string } }[] = [
      { item: photo, name: "logo.svg", bytes: CLEAN_SVG, status: 415, code: "other-kind", message: fr.adminMedia.refusedOtherKind.image },
      { item: photo, name: "dossier.pdf", bytes: MINIMAL_PDF, status: 415, code: "other-kind", message: fr.adminMedia.refusedOtherKind.image },
      { item: logo, name: "logo.png", bytes: await picture("png", 120, 60), status: 415, code: "other-kind", message: fr.adminMedia.refusedOtherKind.svg },
      { item: photo, name: "photo.jpg", bytes: "<?php system($_GET['c']); ?>", status: 415, code: "type-not-allowed", message: fr.adminMedia.refusedType },
      { item: photo, name: "énorme.png", bytes: Buffer.concat([await picture("png", 64, 64), Buffer.alloc(3 * 1024 * 1024)]), status: 413, code: "too-large", message: fr.adminMedia.refusedTooLarge.replace("{{limit}}", megabytes(2)) },
      { item: photo, name: "cassée.jpg", bytes: (await picture("jpeg", 800, 500)).subarray(0, 2000), status: 422, code: "unreadable-image", message: fr.adminMedia.refusedUnreadable },
      { item: photo, name: "bombe.png", bytes: await pngDeclaringHugeSize(), status: 422, code: "too-many-pixels", message: fr.adminMedia.refusedTooManyPixels.replace("{{width}}", "20000").replace("{{height}}", "20000").replace("{{limit}}", "40") },
      { item: logo, name: "logo.svg", bytes: SVG_WITH_SCRIPT, status: 422, code: "unsafe-svg", message: fr.adminMedia.refusedUnsafeSvg },
      { item: photo, name: "vide.jpg", bytes: "", status: 422, code: "empty", message: fr.adminMedia.refusedEmpty },
      { item: photo, name: "copie.webp", bytes: await picture("webp", 300, 200), status: 409, code: "held-elsewhere", message: fr.adminMedia.refusedHeldElsewhere.replace("{{title}}", other.title), held: { id: other.id, title: other.title } },
    ];
    const sameFile = (await fetch(`${site.url}/media/${photo.hash}/original.jpg`, { headers: { cookie: site.gateCookie } }).then((response) => response.arrayBuffer())) as ArrayBuffer;
    cases.push({ item: photo, name: "photo.jpg", bytes: Buffer.from(sameFile), status: 409, code: "same-file", message: fr.adminMedia.refusedSameFile });
    for (const { item, name, bytes, status: expected, code, message, held } of cases) {
      const { status: answered, answer } = await replaceOne(item.id, moderator, name, bytes);
      expect(answered, `${code} ${name}`).toBe(expected);
      expect(answer, `${code} ${name}`).toEqual({ name, ok: false, code, message, ...(held && { held }) });
    }

    const twoFiles = await replace(photo.id, moderator, [
      { name: "une.png", bytes: await picture("png", 200, 100) },
      { name: "deux.png", bytes: await picture("png", 100, 200) },
    ]);
    expect(twoFiles.status).toBe(400);
    expect(((await twoFiles.json()) as { files: FileAnswer[] }).files[0]).toMatchObject({ code: "too-many-files", message: fr.adminMedia.refusedOneFile });

    for (const item of [photo, logo, other]) expect(await rowOf(item.id)).toEqual(item);
    for (const url of [...fileUrls(photo), ...fileUrls(logo)]) expect(await status(site, url), url).toBe(200);

    const english = await replaceOne(photo.id, `${moderator}; lang=en`, "logo.svg", CLEAN_SVG);
    expect(english.answer.message).toBe(en.adminMedia.refusedOtherKind.image);
  });

  it("refuses at once, naming the limit, an image of more megapixels than MEDIA_MAX_IMAGE_MEGAPIXELS", async () => {
    const photo = await itemOf("avant.jpg", await picture("jpeg", 640, 400));
    const png = await pngOf100Megapixels();
    const startedAt = performance.now();
    const { status: answered, answer } = await replaceOne(photo.id, moderator, "panorama.png", png);
    // Decoding and resizing it took 48 s of CPU; its header is read in a millisecond.
    expect(performance.now() - startedAt).toBeLessThan(3000);
    expect(answered).toBe(422);
    expect(answer).toEqual({ name: "panorama.png", ok: false, code: "too-many-pixels", message: fr.adminMedia.refusedTooManyPixels.replace("{{width}}", "10000").replace("{{height}}", "10000").replace("{{limit}}", "40") });
    expect(await rowOf(photo.id)).toEqual(photo);
  });

  it("lets staff replace: moderators and admins; signed out to sign in, a visitor's account 403, both before reading the file", async () => {
    const item = await itemOf("roles.pdf", Buffer.concat([MINIMAL_PDF, Buffer.from(`% roles ${Date.now()}\n`)]));
    const pdf = (n: number) => Buffer.concat([MINIMAL_PDF, Buffer.from(`% version ${n}\n`)]);
    expect((await replace(item.id, site.gateCookie, [{ name: "x.pdf", bytes: pdf(1) }])).status).toBe(401);
    const signedOut = await replace(item.id, site.gateCookie, [{ name: "x.pdf", bytes: pdf(1) }], "text/html");
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent(`/admin/media/${item.id}`)}`);
    const visitor = await replace(item.id, user, [{ name: "x.pdf", bytes: pdf(1) }], "text/html");
    expect(visitor.status).toBe(403);
    expect(await visitor.text()).toBe(fr.admin.denied);
    expect(await rowOf(item.id)).toEqual(item);

    expect((await replaceOne(item.id, moderator, "v2.pdf", pdf(2))).status).toBe(200);
    expect((await replaceOne(item.id, admin, "v3.pdf", pdf(3))).status).toBe(200);
    expect(await rowOf(item.id)).toMatchObject({ hash: sha256(pdf(3)), fileName: "v3.pdf", title: item.title });

    const missing = await replaceOne(999_999, moderator, "x.pdf", pdf(4));
    expect(missing).toMatchObject({ status: 404, answer: { ok: false, code: "gone", message: fr.adminMedia.notFound } });
    const notAnId = await replace("abc", moderator, [{ name: "x.pdf", bytes: pdf(4) }], "text/html");
    expect([notAnId.status, await notAnId.text()]).toEqual([404, fr.adminMedia.notFound]);
  });

  it("answers a form posted without JavaScript with the item's page: the notice, or the refusal and the item holding the same file", async () => {
    const item = await itemOf("zip.zip", zipOf("a.txt", `a ${Date.now()}`));
    const other = await itemOf("kit.zip", zipOf("b.txt", `b ${Date.now()}`));
    const kit = zipOf("c.txt", `c ${Date.now()}`);
    const replaced = await replace(item.id, moderator, [{ name: "nouveau.zip", bytes: kit }], "text/html");
    expect(replaced.status).toBe(303);
    expect(replaced.headers.get("location")).toBe(`/admin/media/${item.id}?replaced=1#replace`);
    const page = await (await fetch(site.url + replaced.headers.get("location")!, { headers: { cookie: moderator } })).text();
    expect(page).toContain(fr.adminMedia.replaced);
    expect((await rowOf(item.id))!.hash).toBe(sha256(kit));

    const otherBytes = await fetch(`${site.url}/media/${other.hash}/original.zip`, { headers: { cookie: site.gateCookie } }).then((response) => response.arrayBuffer());
    const refused = await replace(item.id, moderator, [{ name: "copie.zip", bytes: Buffer.from(otherBytes) }], "text/html");
    expect(refused.status).toBe(303);
    const back = await (await fetch(site.url + refused.headers.get("location")!, { headers: { cookie: moderator } })).text();
    const escape = (text: string) => text.replace(/'/g, "&#x27;");
    expect(back).toContain(escape(fr.adminMedia.refusedHeldElsewhere.replace("{{title}}", other.title)));
    expect(back).toContain(`href="/admin/media/${other.id}"`);
    expect(back).toContain(escape(fr.adminMedia.openHeld.replace("{{title}}", other.title)));

    const noFile = await replace(item.id, moderator, [{ name: "", bytes: "" }], "text/html");
    const told = await (await fetch(site.url + noFile.headers.get("location")!, { headers: { cookie: moderator } })).text();
    expect(told).toContain(escape(fr.adminMedia.replaceNoFile));
    expect((await rowOf(item.id))!.hash).toBe(sha256(kit));
  });
});

describe("replacing an item's file on S3-compatible storage", () => {
  it("stores the new files in the bucket, deletes the old ones, and a second instance serves the new", async () => {
    const s3 = await startS3Server();
    const S3_URL = s3.url;
    const first = await startTestSite({ S3_URL });
    const second = await startTestSite({ S3_URL }, { database: first.database });
    try {
      const cookie = (await sessionFor(first, "moderator")).cookie;
      const jpeg = await picture("jpeg", 800, 500);
      const uploaded = await postFiles(first, "/admin/media/upload", cookie, [{ name: "Moorea.jpg", bytes: jpeg }]);
      const id = ((await uploaded.json()) as { files: FileAnswer[] }).files[0]!.id!;
      const before = (await first.database.db.select().from(media).where(eq(media.id, id)))[0]!;

      const webp = await picture("webp", 640, 400);
      expect((await postFiles(first, `/admin/media/${id}/replace`, cookie, [{ name: "Moorea.webp", bytes: webp }])).status).toBe(200);
      const after = (await first.database.db.select().from(media).where(eq(media.id, id)))[0]!;
      expect(after).toMatchObject({ id, hash: sha256(webp), extension: "webp", title: before.title });

      const bucket = createS3Storage(s3.config);
      expect(await bucket.head(`media/${after.hash}/original.webp`)).toEqual({ size: webp.length, contentType: "image/webp" });
      expect(await bucket.head(`media/${after.hash}/w320.avif`)).toMatchObject({ contentType: "image/avif" });
      for (const key of [`media/${before.hash}/original.jpg`, `media/${before.hash}/w320.avif`, `media/${before.hash}/w640.webp`]) expect(await bucket.head(key), key).toBeNull();
      for (const url of fileUrls(after)) expect(await status(second, url), url).toBe(200);
      for (const url of fileUrls(before)) expect(await status(second, url), url).toBe(404);
    } finally {
      await second.close();
      await first.close();
      await s3.close();
    }
  });
});
