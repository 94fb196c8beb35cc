import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { media, mediaDownloads } from "../../db/schema/index.ts";
import { sessionFor } from "../helpers/accounts.ts";
import { MINIMAL_PDF, mp4Of, picture, zipOf } from "../helpers/media-fixtures.ts";
import { postForm, startTestSite, type TestSite } from "../helpers/site.ts";
import { fr as frMessages } from "~/locales/fr.ts";
import { ja as jaMessages } from "~/locales/ja.ts";
import { initialPageTexts } from "../helpers/initial-content.ts";
const mediaFr = initialPageTexts("mediaTexts", "fr");
const mediaJa = initialPageTexts("mediaTexts", "ja");

let site: TestSite;
let moderator: string;
let admin: string;
let user: string;

beforeAll(async () => {
  site = await startTestSite();
  [moderator, admin, user] = (await Promise.all([sessionFor(site, "moderator"), sessionFor(site, "admin"), sessionFor(site, "user")])).map((s) => s.cookie) as [string, string, string];
});
afterAll(async () => {
  await site?.close();
});

async function upload(name: string, bytes: Buffer): Promise<number> {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${site.url}/admin/media/upload`, { method: "POST", headers: { cookie: moderator, accept: "application/json", origin: site.url }, body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { files: { id: number }[] }).files[0]!.id;
}

const offer = (slot: string, mediaId: string | number, cookie = moderator) => postForm(`${site.url}/admin/media/downloads`, cookie, { intent: "offer", slot, mediaId: String(mediaId) });
const withdraw = (slot: string, cookie = moderator) => postForm(`${site.url}/admin/media/downloads`, cookie, { intent: "withdraw", slot });

async function publicPage(path = "/media") {
  const response = await fetch(site.url + path, { headers: { cookie: site.gateCookie } });
  expect(response.status).toBe(200);
  const root = parse(await response.text());
  const items = root.querySelectorAll('section[aria-labelledby="resources"] ul > li');
  expect(items).toHaveLength(4);
  const [logos, mediaKit, photos, videos] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
  return { cache: response.headers.get("x-cache"), resources: { logos, mediaKit, photos, videos } };
}

const flat = (text: string | undefined) => text?.replace(/\s+/g, " ").trim();
const megabytes = (value: number, locale: string) => new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(value);
const errorOf = (html: string, id: string) => flat(parse(html).getElementById(id)?.text);
const slots = async () => (await site.database.db.select().from(mediaDownloads)).map(({ slot, mediaId }) => ({ slot, mediaId }));

// 2.5 MB of bytes nobody could guess, behind a PDF's signature.
const kitBytes = Buffer.concat([MINIMAL_PDF, randomBytes(2.5 * 1024 * 1024 - MINIMAL_PDF.length)]);

describe("the media page's downloads, from the back office to the visitor", () => {
  let kitId: number;

  it("offers a PDF as the media kit: the public page links to its file with the type and size computed, and the file is the exact bytes", async () => {
    kitId = await upload("Dossier de presse.pdf", kitBytes);
    const before = await publicPage();
    expect((await publicPage()).cache).toBe("hit");
    expect(before.resources.mediaKit.querySelector('[data-availability="unavailable"]')?.text).toBe(frMessages.media.unavailable);

    const offered = await offer("mediaKit", kitId);
    expect(offered.status).toBe(200);
    expect(await offered.text()).toContain(fr.adminMedia.downloads.offered.replace("{{title}}", "Dossier de presse"));
    expect(await slots()).toEqual([{ slot: "mediaKit", mediaId: kitId }]);

    // The stored page went with the change: the next one is rendered, then stored again.
    const after = await publicPage();
    expect(after.cache).not.toBe("hit");
    expect((await publicPage()).cache).toBe("hit");
    const { mediaKit, logos } = after.resources;
    const size = megabytes(2.5, "fr-FR");
    expect(mediaKit.querySelectorAll("dd").map((dd) => flat(dd.text))).toEqual(["PDF", flat(size)]);
    const link = mediaKit.querySelector("a")!;
    const row = (await site.database.db.select().from(media).where(eq(media.id, kitId)))[0]!;
    expect(link.getAttribute("href")).toBe(`/media/${row.hash}/original.pdf`);
    expect(link.getAttribute("download")).toBe("Dossier de presse.pdf");
    expect(link.getAttribute("type")).toBe("application/pdf");
    // Its accessible name starts with what it shows, and says which file.
    expect(flat(link.text)).toBe(flat(`${frMessages.media.download} — ${mediaFr.mediaKitTitle} (PDF, ${size})`));
    expect(mediaKit.querySelector('[data-availability="unavailable"]')).toBeNull();
    expect(logos.querySelector('[data-availability="unavailable"]')?.text).toBe(frMessages.media.unavailable);
    expect(logos.querySelectorAll("a")).toHaveLength(0);

    const file = await fetch(site.url + link.getAttribute("href"), { headers: { cookie: site.gateCookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await file.arrayBuffer()).equals(kitBytes)).toBe(true);

    const ja = await publicPage("/ja/media");
    const jaLink = ja.resources.mediaKit.querySelector("a")!;
    expect(flat(jaLink.text)).toBe(flat(`${jaMessages.media.download} — ${mediaJa.mediaKitTitle} (PDF, ${megabytes(2.5, "ja")})`));
  });

  it("shows the back office what each download offers, linked to the item, and the item where it is used", async () => {
    const page = parse(await (await fetch(`${site.url}/admin/media/downloads`, { headers: { cookie: moderator } })).text());
    const card = page.querySelector('[data-testid="download-mediaKit"]')!;
    expect(card.querySelector('[data-testid="offered"] a')?.getAttribute("href")).toBe(`/admin/media/${kitId}`);
    expect(flat(card.querySelector('[data-testid="offered"]')?.text)).toContain(`Dossier de presse (PDF, ${flat(megabytes(2.5, "fr-FR"))})`);
    expect(card.querySelector("#mediaKit-mediaId option[selected]")?.getAttribute("value")).toBe(String(kitId));
    expect(flat(page.querySelector('[data-testid="download-logos"] [data-testid="offered"]')?.text)).toBe(fr.adminMedia.downloads.notPublished);
    const item = await (await fetch(`${site.url}/admin/media/${kitId}`, { headers: { cookie: moderator } })).text();
    expect(item).toContain(`href="/admin/media/downloads"`);
  });

  it("withdraws it: the public page says the media kit is not available yet, without serving the stored page", async () => {
    expect((await publicPage()).cache).toBe("hit");
    const response = await withdraw("mediaKit");
    expect(response.status).toBe(200);
    expect(await slots()).toEqual([]);
    const after = await publicPage();
    expect(after.cache).not.toBe("hit");
    expect(after.resources.mediaKit.querySelector('[data-availability="unavailable"]')?.text).toBe(frMessages.media.unavailable);
    expect(after.resources.mediaKit.querySelectorAll("a, dl")).toHaveLength(0);
  });

  it("takes a download off the page when an admin deletes its item", async () => {
    const archive = await upload("Logos.zip", zipOf("logo.txt", `logos ${Date.now()}`));
    expect((await offer("logos", archive)).status).toBe(200);
    expect((await publicPage()).resources.logos.querySelector("a")?.getAttribute("download")).toBe("Logos.zip");
    const deleted = await postForm(`${site.url}/admin/media/${archive}`, admin, { intent: "delete", confirm: "yes" });
    expect(deleted.status).toBe(302);
    expect(await slots()).toEqual([]);
    expect((await publicPage()).resources.logos.querySelector('[data-availability="unavailable"]')?.text).toBe(frMessages.media.unavailable);
  });
});

describe("refusals", () => {
  it("refuses a kind the download does not take, next to its list, in the editor's language", async () => {
    const clip = await upload("clip.mp4", Buffer.concat([mp4Of(), Buffer.from(`${Date.now()}`)]));
    const refused = await offer("mediaKit", clip);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(errorOf(html, "mediaKit-mediaId-error")).toBe(fr.adminMedia.downloads.wrongKind);
    expect(parse(html).getElementById("mediaKit-mediaId")?.getAttribute("aria-invalid")).toBe("true");
    const english = await offer("mediaKit", clip, `${moderator}; lang=en`);
    expect(errorOf(await english.text(), "mediaKit-mediaId-error")).toBe(en.adminMedia.downloads.wrongKind);
    expect((await offer("videos", clip)).status).toBe(200);
    expect((await withdraw("videos")).status).toBe(200);
    expect(await slots()).toEqual([]);
  });

  it("refuses an item that does not exist, an id that is not one, and no choice", async () => {
    for (const [mediaId, message] of [
      ["999999", fr.adminMedia.downloads.unknownItem],
      ["12abc", fr.adminMedia.downloads.unknownItem],
      ["-3", fr.adminMedia.downloads.unknownItem],
      ["", fr.adminMedia.downloads.chooseFileError],
    ] as const) {
      const refused = await offer("mediaKit", mediaId);
      expect(refused.status, mediaId).toBe(400);
      expect(errorOf(await refused.text(), "mediaKit-mediaId-error"), mediaId).toBe(message);
    }
    // The library has no photo yet, so that download has no list: the refusal is said in its alert.
    const refused = parse(await (await offer("photos", "999999")).text()).querySelector('[data-testid="download-photos"]')!;
    expect(refused.querySelector("select")).toBeNull();
    expect(flat(refused.querySelector('[role="alert"]')?.text)).toBe(fr.adminMedia.downloads.unknownItem);
    expect(await slots()).toEqual([]);
  });

  it("refuses an image without alt text and credit until they are written", async () => {
    const photo = await upload("Teahupoo.jpg", await picture("jpeg", 640, 400));
    const refused = await offer("photos", photo);
    expect(refused.status).toBe(400);
    expect(errorOf(await refused.text(), "photos-mediaId-error")).toBe(fr.adminMedia.downloads.needsDetailsError);
    expect(await slots()).toEqual([]);
    const details = { intent: "save", title: "Teahupo'o", alt_fr: "La vague de Teahupo'o", alt_en: "", alt_es: "", alt_pt: "", alt_zh: "", alt_ja: "", credit: "Photo : COJ", licence: "", focusX: "50", focusY: "50" };
    expect((await postForm(`${site.url}/admin/media/${photo}`, moderator, details)).status).toBe(200);
    expect((await offer("photos", photo)).status).toBe(200);
    const link = (await publicPage()).resources.photos.querySelector("a")!;
    expect(link.getAttribute("download")).toBe("Teahupo'o.jpg");
    expect(flat(link.text)).toContain("(JPEG, ");
    expect((await withdraw("photos")).status).toBe(200);
  });

  it("refuses a download that does not exist or an unknown intent, above the page", async () => {
    const pdf = await upload("autre.pdf", Buffer.concat([MINIMAL_PDF, Buffer.from(`% ${Date.now()}\n`)]));
    for (const slot of ["press", "", "MEDIAKIT", "__proto__"]) {
      const refused = await offer(slot, pdf);
      expect(refused.status, slot).toBe(400);
      expect(flat(parse(await refused.text()).querySelector('main [role="alert"]')?.text), slot).toBe(fr.adminMedia.downloads.badSlot);
    }
    expect((await withdraw("press")).status).toBe(400);
    const odd = await postForm(`${site.url}/admin/media/downloads`, moderator, { intent: "publish", slot: "mediaKit", mediaId: String(pdf) });
    expect(odd.status).toBe(400);
    expect(flat(parse(await odd.text()).querySelector('[data-testid="download-mediaKit"] [role="alert"]')?.text)).toBe(fr.adminMedia.downloads.badIntent);
    const data = await postForm(`${site.url}/admin/media/downloads.data`, moderator, { intent: "offer", slot: "press", mediaId: String(pdf) });
    expect(data.status).toBe(400);
    expect(await data.text()).toContain('"adminMedia.downloads.badSlot"');
    expect(await slots()).toEqual([]);
  });

  it("lets only staff change them: signed out to sign in, a visitor's account 403, nothing written", async () => {
    const pdf = await upload("staff.pdf", Buffer.concat([MINIMAL_PDF, Buffer.from(`% staff ${Date.now()}\n`)]));
    const signedOut = await offer("mediaKit", pdf, site.gateCookie);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/auth?redirectTo=%2Fadmin%2Fmedia%2Fdownloads");
    expect((await offer("mediaKit", pdf, user)).status).toBe(403);
    expect((await withdraw("mediaKit", user)).status).toBe(403);
    expect(await slots()).toEqual([]);
    expect((await offer("mediaKit", pdf, admin)).status).toBe(200);
    expect((await withdraw("mediaKit", user)).status).toBe(403);
    expect(await slots()).toEqual([{ slot: "mediaKit", mediaId: pdf }]);
  });
});
