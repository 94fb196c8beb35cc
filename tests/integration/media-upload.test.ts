import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { media } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { CLEAN_SVG, mp4Of, MINIMAL_PDF, picture, pngOf100Megapixels, SVG_WITH_SCRIPT, zipOf } from "../helpers/media-fixtures.ts";
import { postFiles, type FileAnswer, type PostedFile } from "../helpers/media-posts.ts";
import { startS3Server } from "../helpers/s3.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";
import { insertArticle } from "../helpers/stories.ts";
import { createS3Storage } from "~/platform/storage/s3-storage.server.ts";

let site: TestSite;
let moderator: string;
let user: string;

beforeAll(async () => {
  // Small limits, so that "too large" needs only a few megabytes.
  site = await startTestSite({ MEDIA_MAX_IMAGE_MB: "2", MEDIA_MAX_FILE_MB: "3" });
  [moderator, user] = (await Promise.all([sessionFor(site, "moderator"), sessionFor(site, "user")])).map((s) => s.cookie) as [string, string];
});
afterAll(async () => {
  await site?.close();
});

const upload = (cookie: string, files: PostedFile[], accept?: string) => postFiles(site, "/admin/media/upload", cookie, files, accept);

async function uploadOne(cookie: string, name: string, bytes: Buffer | string) {
  const response = await upload(cookie, [{ name, bytes }]);
  const { files } = (await response.json()) as { files: FileAnswer[] };
  return { status: response.status, answer: files[0]! };
}

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");
const rowOf = async (id: number) => (await site.database.db.select().from(media).where(eq(media.id, id)))[0]!;

describe("uploading to the media library", () => {
  it("takes a JPEG, keeps the original and serves AVIF and WebP variants under content-hashed URLs", async () => {
    const jpeg = await picture("jpeg", 1200, 750);
    const { status, answer } = await uploadOne(moderator, "Lagon de Teahupo'o.jpg", jpeg);
    expect(status).toBe(201);
    expect(answer).toMatchObject({ ok: true, created: true, title: "Lagon de Teahupo'o" });
    const row = await rowOf(answer.id!);
    expect(row).toMatchObject({ hash: sha256(jpeg), kind: "image", mime: "image/jpeg", extension: "jpg", size: jpeg.length, width: 1200, height: 750 });
    const widths = row.variants.filter((variant) => variant.format === "avif").map((variant) => variant.width);
    expect(widths).toEqual(expect.arrayContaining([320, 640, 960]));
    expect(Math.max(...row.variants.map((variant) => variant.width))).toBeLessThanOrEqual(1200);

    const original = await fetch(`${site.url}/media/${row.hash}/original.jpg`, { headers: { cookie: site.gateCookie } });
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(original.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(Buffer.from(await original.arrayBuffer()).equals(jpeg)).toBe(true);
    for (const format of ["avif", "webp"] as const) {
      const variant = await fetch(`${site.url}/media/${row.hash}/w640.${format}`, { headers: { cookie: site.gateCookie } });
      expect(variant.status).toBe(200);
      expect(variant.headers.get("content-type")).toBe(`image/${format}`);
      expect((await variant.arrayBuffer()).byteLength).toBe(row.variants.find((v) => v.format === format && v.width === 640)!.size);
    }
  });

  it("takes each accepted type, recognised from its content", async () => {
    const cases = [
      { name: "plan.png", bytes: await picture("png", 400, 300), kind: "image", mime: "image/png" },
      { name: "plan.webp", bytes: await picture("webp", 400, 300), kind: "image", mime: "image/webp" },
      { name: "plan.avif", bytes: await picture("avif", 200, 150), kind: "image", mime: "image/avif" },
      { name: "anim.gif", bytes: await picture("gif", 200, 150), kind: "image", mime: "image/gif" },
      { name: "logo.svg", bytes: CLEAN_SVG, kind: "svg", mime: "image/svg+xml" },
      { name: "dossier.pdf", bytes: MINIMAL_PDF, kind: "pdf", mime: "application/pdf" },
      { name: "Kit média – Tahiti 2027.zip", bytes: zipOf("lisez-moi.txt", "Kit média Tahiti 2027"), kind: "zip", mime: "application/zip" },
      { name: "clip.mp4", bytes: mp4Of(), kind: "video", mime: "video/mp4" },
      // The name says PNG, the content says JPEG: the content decides.
      { name: "disguised.png", bytes: await picture("jpeg", 300, 200), kind: "image", mime: "image/jpeg" },
    ];
    for (const { name, bytes, kind, mime } of cases) {
      const { status, answer } = await uploadOne(moderator, name, bytes);
      expect(status, name).toBe(201);
      expect(await rowOf(answer.id!), name).toMatchObject({ kind, mime, fileName: name });
    }
  });

  it("refuses, with a message in the editor's language, what it must not take", async () => {
    const tooLarge = Buffer.concat([await picture("png", 64, 64), Buffer.alloc(3 * 1024 * 1024)]);
    const corrupt = (await picture("jpeg", 800, 500)).subarray(0, 2000);
    const cases = [
      { name: "photo.jpg", bytes: "<?php system($_GET['c']); ?>", status: 415, code: "type-not-allowed", message: fr.adminMedia.refusedType },
      { name: "page.jpg", bytes: "<!doctype html><script>alert(1)</script>", status: 415, code: "type-not-allowed", message: fr.adminMedia.refusedType },
      { name: "huge.png", bytes: tooLarge, status: 413, code: "too-large", message: fr.adminMedia.refusedTooLarge.replace("{{limit}}", new Intl.NumberFormat("fr", { style: "unit", unit: "megabyte" }).format(2)) },
      { name: "broken.jpg", bytes: corrupt, status: 422, code: "unreadable-image", message: fr.adminMedia.refusedUnreadable },
      { name: "logo.svg", bytes: SVG_WITH_SCRIPT, status: 422, code: "unsafe-svg", message: fr.adminMedia.refusedUnsafeSvg },
      { name: "empty.pdf", bytes: "", status: 422, code: "empty", message: fr.adminMedia.refusedEmpty },
    ];
    const before = (await site.database.db.select().from(media)).length;
    for (const { name, bytes, status, code, message } of cases) {
      const result = await uploadOne(moderator, name, bytes);
      expect(result.status, name).toBe(status);
      expect(result.answer, name).toMatchObject({ ok: false, code, message });
    }
    expect((await site.database.db.select().from(media)).length).toBe(before);

    const english = await uploadOne(`${moderator}; lang=en`, "photo.jpg", "not an image");
    expect(english.answer.message).toBe(en.adminMedia.refusedType);
  });

  it("refuses at once, naming the limit, an image of more megapixels than MEDIA_MAX_IMAGE_MEGAPIXELS", async () => {
    const png = await pngOf100Megapixels();
    const before = (await site.database.db.select().from(media)).length;
    const startedAt = performance.now();
    const { status, answer } = await uploadOne(moderator, "panorama.png", png);
    // Decoding and resizing it took 48 s of CPU; its header is read in a millisecond.
    expect(performance.now() - startedAt).toBeLessThan(3000);
    expect(status).toBe(422);
    expect(answer).toEqual({ name: "panorama.png", ok: false, code: "too-many-pixels", message: fr.adminMedia.refusedTooManyPixels.replace("{{width}}", "10000").replace("{{height}}", "10000").replace("{{limit}}", "40") });
    expect((await site.database.db.select().from(media)).length).toBe(before);
    const japanese = await uploadOne(`${moderator}; lang=ja`, "panorama.png", png);
    expect(japanese.answer.message).toBe(ja.adminMedia.refusedTooManyPixels.replace("{{width}}", "10000").replace("{{height}}", "10000").replace("{{limit}}", "40"));
  });

  it("refuses a file over the limit without reading the rest of it", async () => {
    const response = await upload(moderator, [
      { name: "first.zip", bytes: Buffer.concat([zipOf("a.txt", "a"), Buffer.alloc(4 * 1024 * 1024)]) },
      { name: "second.pdf", bytes: MINIMAL_PDF },
    ]);
    expect(response.status).toBe(413);
    const { files } = (await response.json()) as { files: FileAnswer[] };
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ name: "first.zip", code: "too-large" });
  });

  it("gives the same item for the same bytes uploaded again", async () => {
    const bytes = zipOf("doublon.txt", `once ${Date.now()}`);
    const first = await uploadOne(moderator, "a.zip", bytes);
    const again = await uploadOne(moderator, "b.zip", bytes);
    expect(again.answer).toMatchObject({ ok: true, id: first.answer.id, created: false });
  });

  it("lets staff only upload: signed out 401, a visitor's account 403, before reading the file", async () => {
    const bytes = MINIMAL_PDF;
    expect((await upload(site.gateCookie, [{ name: "x.pdf", bytes }])).status).toBe(401);
    expect((await upload(user, [{ name: "x.pdf", bytes }])).status).toBe(403);
    const withoutJs = await upload(site.gateCookie, [{ name: "x.pdf", bytes }], "text/html");
    expect(withoutJs.status).toBe(303);
    expect(withoutJs.headers.get("location")).toBe("/auth?redirectTo=%2Fadmin%2Fmedia%2Fupload");
  });

  it("answers a form posted without JavaScript with the library, or the upload page and its refusals", async () => {
    const stored = await upload(moderator, [{ name: "note.pdf", bytes: Buffer.concat([MINIMAL_PDF, Buffer.from(`% ${Date.now()}\n`)]) }], "text/html");
    expect(stored.status).toBe(303);
    expect(stored.headers.get("location")).toBe("/admin/media");
    const refused = await upload(moderator, [{ name: "virus.exe", bytes: "MZ\x90\x00 not allowed" }], "text/html");
    expect(refused.status).toBe(303);
    const back = await fetch(site.url + refused.headers.get("location")!, { headers: { cookie: moderator } });
    expect(await back.text()).toContain(`virus.exe: ${fr.adminMedia.refusedType.replace(/'/g, "&#x27;")}`);
  });

  it("serves ranges of a file and nothing for a name it could not have made", async () => {
    const { answer } = await uploadOne(moderator, "range.mp4", Buffer.concat([mp4Of(), Buffer.from(`${Date.now()}`)]));
    const row = await rowOf(answer.id!);
    const ranged = await fetch(`${site.url}/media/${row.hash}/original.mp4`, { headers: { cookie: site.gateCookie, range: "bytes=4-11" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 4-11/${row.size}`);
    expect(Buffer.from(await ranged.arrayBuffer()).toString("latin1")).toBe("ftypisom");
    expect((await fetch(`${site.url}/media/${row.hash}/original.mp4`, { headers: { cookie: site.gateCookie, range: "bytes=999999-" } })).status).toBe(416);
    expect((await fetch(`${site.url}/media/${"0".repeat(64)}/original.mp4`, { headers: { cookie: site.gateCookie } })).status).toBe(404);
    expect((await fetch(`${site.url}/media/${row.hash}/../../secrets.json`, { headers: { cookie: site.gateCookie } })).status).toBe(404);
    // Behind the gate, a file is not served without the gate's cookie.
    const locked = await fetch(`${site.url}/media/${row.hash}/original.mp4`);
    expect(locked.headers.get("content-type")).toContain("text/html");
  });

  it("answers 304 to an If-None-Match that matches weakly or within a list, and the file otherwise", async () => {
    const { answer } = await uploadOne(moderator, "etag.pdf", Buffer.concat([MINIMAL_PDF, Buffer.from(`% etag ${Date.now()}\n`)]));
    const row = await rowOf(answer.id!);
    const url = `${site.url}/media/${row.hash}/original.pdf`;
    const first = await fetch(url, { headers: { cookie: site.gateCookie } });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{64}-original\.pdf"$/);
    const conditional = (ifNoneMatch: string) => fetch(url, { headers: { cookie: site.gateCookie, "if-none-match": ifNoneMatch } });
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, `W/"other",W/${etag}`, "*"]) {
      const response = await conditional(ifNoneMatch);
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get("etag"), ifNoneMatch).toBe(etag);
      expect(response.headers.get("cache-control"), ifNoneMatch).toBe("private, max-age=31536000, immutable");
    }
    for (const ifNoneMatch of [`"other"`, `W/"other", "else"`, etag.slice(0, -2) + '"']) {
      const response = await conditional(ifNoneMatch);
      expect(response.status, ifNoneMatch).toBe(200);
      expect((await response.arrayBuffer()).byteLength, ifNoneMatch).toBe(row.size);
    }
    const missing = await fetch(`${site.url}/media/${"0".repeat(64)}/original.pdf`, { headers: { cookie: site.gateCookie, "if-none-match": `W/"${"0".repeat(64)}-original.pdf"` } });
    expect(missing.status).toBe(404);
  });

  it("serves many files over one kept-alive connection without a listener warning", async () => {
    const { answer } = await uploadOne(moderator, "keep-alive.png", await picture("png", 700, 300));
    const row = await rowOf(answer.id!);
    const paths = [`/media/${row.hash}/original.png`, ...row.variants.map((variant) => `/media/${row.hash}/w${variant.width}.${variant.format}`)];
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { port } = new URL(site.url);
    const sockets = new Set<unknown>();
    try {
      for (let round = 0; round < 10; round++) {
        for (const target of paths) {
          const { status, size } = await new Promise<{ status: number; size: number }>((resolve, reject) => {
            const request = http.get({ host: "127.0.0.1", port, path: target, agent, headers: { cookie: site.gateCookie } }, (response) => {
              let size = 0;
              response.on("data", (chunk: Buffer) => (size += chunk.length));
              response.on("end", () => resolve({ status: response.statusCode ?? 0, size }));
            });
            request.on("socket", (socket) => sockets.add(socket));
            request.on("error", reject);
          });
          expect([target, status, size > 0]).toEqual([target, 200, true]);
        }
      }
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
      agent.destroy();
    }
    expect(sockets.size).toBe(1);
    expect(warnings.map((warning) => `${warning.name}: ${warning.message}`)).toEqual([]);
  });

  it("shows the library its items, and the dashboard counts them", async () => {
    const library = await (await fetch(`${site.url}/admin/media`, { headers: { cookie: moderator } })).text();
    expect(library).toContain("Lagon de Teahupo&#x27;o");
    expect(library).toContain(fr.adminMedia.needsDetails);
    const count = (await site.database.db.select().from(media)).length;
    const dashboard = await (await fetch(`${site.url}/admin/dashboard`, { headers: { cookie: moderator } })).text();
    expect(dashboard).toMatch(new RegExp(`data-testid="stat"[^>]*>${count}<`));
    expect(dashboard).toContain('href="/admin/media/upload"');
  });
});

describe("the media library on S3-compatible storage", () => {
  it("stores uploads in the bucket, where a second instance serves them", async () => {
    const s3 = await startS3Server();
    const S3_URL = s3.url;
    const first = await startTestSite({ S3_URL });
    const second = await startTestSite({ S3_URL }, { database: first.database });
    try {
      const cookie = (await sessionFor(first, "moderator")).cookie;
      const jpeg = await picture("jpeg", 800, 500);
      const body = new FormData();
      body.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "Moorea.jpg");
      const response = await fetch(`${first.url}/admin/media/upload`, { method: "POST", headers: { cookie, accept: "application/json", origin: first.url }, body });
      expect(response.status).toBe(201);
      const hash = sha256(jpeg);
      const bucket = createS3Storage(s3.config);
      expect(await bucket.head(`media/${hash}/original.jpg`)).toEqual({ size: jpeg.length, contentType: "image/jpeg" });
      expect(await bucket.head(`media/${hash}/w320.avif`)).toMatchObject({ contentType: "image/avif" });
      expect(fs.existsSync(path.join(first.dataDir, "uploads"))).toBe(false);
      const served = await fetch(`${second.url}/media/${hash}/original.jpg`, { headers: { cookie: second.gateCookie } });
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
    } finally {
      await second.close();
      await first.close();
      await s3.close();
    }
  });
});

describe("a library item's page", () => {
  const post = (path: string, cookie: string, fields: Record<string, string>) => postForm(site.url + path, cookie, fields);
  const details = { title: "Va'a à Teahupo'o", alt_fr: "Six rameurs dans une pirogue", alt_en: "Six paddlers in a canoe", alt_es: "", alt_pt: "", alt_zh: "", alt_ja: "", credit: "Photo : COJ", licence: "CC BY 4.0", focusX: "30", focusY: "70" };

  it("saves the title, the alt text per language, the credit, the licence and the focal point", async () => {
    const { answer } = await uploadOne(moderator, "vaa.png", await picture("png", 640, 400));
    const saved = await post(`/admin/media/${answer.id}`, moderator, { intent: "save", ...details });
    expect(saved.status).toBe(200);
    expect(await rowOf(answer.id!)).toMatchObject({ title: details.title, alt: { fr: details.alt_fr, en: details.alt_en }, credit: details.credit, licence: details.licence, focusX: 0.3, focusY: 0.7 });
    const page = await (await fetch(`${site.url}/admin/media/${answer.id}`, { headers: { cookie: moderator } })).text();
    expect(page).toContain('value="Six paddlers in a canoe"');
    expect(page).toMatch(/<input[^>]*lang="ja"/);
  });

  it("refuses a bad focal point or an alt text too long next to the field, keeping what was typed", async () => {
    const { answer } = await uploadOne(moderator, "refus.png", await picture("png", 300, 200));
    const refused = await post(`/admin/media/${answer.id}`, moderator, { intent: "save", ...details, focusX: "140", alt_en: "x".repeat(501) });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(fr.adminMedia.focusInvalid);
    expect(page).toContain("500 caractères maximum");
    expect(page).toContain(`value="${details.alt_fr}"`);
    expect((await rowOf(answer.id!)).alt).toEqual({});
  });

  it("lets only admins delete, says where a used file is shown and deletes it only once confirmed", async () => {
    const admin = (await sessionFor(site, "admin")).cookie;
    const { answer } = await uploadOne(moderator, "couverture.jpg", await picture("jpeg", 700, 400));
    const row = await rowOf(answer.id!);
    const fileUrl = `${site.url}/media/${row.hash}/original.jpg`;
    await insertArticle(site.database.db, { title: "Article illustré", excerpt: "Résumé", content: "<p>Corps</p>", coverMediaId: row.id });

    expect((await post(`/admin/media/${row.id}`, moderator, { intent: "delete", confirm: "yes" })).status).toBe(403);
    const page = await (await fetch(`${site.url}/admin/media/${row.id}`, { headers: { cookie: admin } })).text();
    expect(page).toContain("Article illustré");

    const asked = await post(`/admin/media/${row.id}`, admin, { intent: "delete" });
    expect(asked.status).toBe(409);
    expect(await asked.text()).toContain("utilisé à 1 endroit");
    expect((await fetch(fileUrl, { headers: { cookie: site.gateCookie } })).status).toBe(200);

    const confirmed = await post(`/admin/media/${row.id}`, admin, { intent: "delete", confirm: "yes" });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/admin/media?deleted=1");
    expect(await site.database.db.select().from(media).where(eq(media.id, row.id))).toEqual([]);
    expect((await fetch(fileUrl, { headers: { cookie: site.gateCookie } })).status).toBe(404);
    expect((await fetch(`${site.url}/media/${row.hash}/w320.avif`, { headers: { cookie: site.gateCookie } })).status).toBe(404);
    expect((await fetch(`${site.url}/admin/media/${row.id}`, { headers: { cookie: admin } })).status).toBe(404);
  });
});
