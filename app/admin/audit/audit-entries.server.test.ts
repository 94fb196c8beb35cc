import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, contactMessages, media, partnershipRequests, users } from "../../../db/schema/index.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { MINIMAL_PDF, picture } from "../../../tests/helpers/media-fixtures.ts";
import { auditEntries, insertStaff } from "../../../tests/helpers/staff.ts";
import { saveDisplayName } from "~/domain/auth/display-name.server.ts";
import { findMedia } from "~/domain/media/media.server.ts";
import { applyReplacement, receiveReplacement } from "~/domain/media/replace-file.server.ts";
import type { UploadServices } from "~/domain/media/store-file.server.ts";
import { storeFile } from "~/domain/media/store-file.server.ts";
import { recordUpload } from "~/domain/media/store-upload.server.ts";
import { findMessage, listStaff } from "~/domain/messages/inbox.server.ts";
import { createDiskStorage } from "~/platform/storage/disk-storage.server.ts";
import { saveHandling } from "../inbox/handling.server.ts";
import { downloadAction } from "../media/downloads-form.server.ts";
import { deleteItem, saveDetails } from "../media/media-details.server.ts";
import { createResult, deleteResult, updateResult } from "../results/results.server.ts";
import { changeUser } from "../users/users.server.ts";

// One test per kind of change staff make (issue 20, point 4): each leaves one entry naming who,
// the area, the action, the item, and the fields before and after; a change that fails or changes
// nothing leaves none.

const database = testDatabase();
let actor: Awaited<ReturnType<typeof insertStaff>>;
let dir: string;
let services: UploadServices;

beforeAll(async () => {
  actor = await insertStaff(database.db, { role: "admin", name: "Hina Teriitahi" });
  dir = await mkdtemp(join(tmpdir(), "audit-test-"));
  services = { db: database.db, storage: createDiskStorage(join(dir, "uploads")), limits: { imageBytes: 2 * 1024 * 1024, fileBytes: 3 * 1024 * 1024, imagePixels: 40_000_000 }, tempRoot: join(dir, "tmp") };
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(auditLog);
});

/** The one entry the change left, its actor checked here once for all. */
async function onlyEntry() {
  const entries = await auditEntries(database.db);
  expect(entries).toHaveLength(1);
  const [entry] = entries;
  expect(entry).toMatchObject({ actorId: actor.id, actorEmail: actor.email, actorName: "Hina Teriitahi" });
  return entry!;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("results", () => {
  const row = { sport: "judo", event: "-73 kg", athlete: "Demo Judoka", country: "TAH", result: "Ippon", medal: null, date: "2027-08-04" };

  it("records a creation with every field the form edits", async () => {
    const id = await createResult(database.db, row, actor);
    expect(await onlyEntry()).toMatchObject({ kind: "results", action: "create", subjectId: String(id), subjectLabel: "Demo Judoka — -73 kg", before: null, after: row });
  });

  it("records an update with the changed fields only, and nothing for a save that changes nothing", async () => {
    const id = await createResult(database.db, row, actor);
    await database.db.delete(auditLog);
    await updateResult(database.db, id, { ...row, medal: "gold", result: "Ippon (2:14)" }, actor);
    expect(await onlyEntry()).toMatchObject({ kind: "results", action: "update", subjectId: String(id), before: { medal: null, result: "Ippon" }, after: { medal: "gold", result: "Ippon (2:14)" } });
    await updateResult(database.db, id, { ...row, medal: "gold", result: "Ippon (2:14)" }, actor);
    expect(await auditEntries(database.db)).toHaveLength(1);
  });

  it("records a deletion with the row as it was, and nothing for a result already gone", async () => {
    const id = await createResult(database.db, row, actor);
    await database.db.delete(auditLog);
    await deleteResult(database.db, id, actor);
    expect(await onlyEntry()).toMatchObject({ kind: "results", action: "delete", subjectId: String(id), subjectLabel: "Demo Judoka — -73 kg", before: row, after: null });
    expect(await deleteResult(database.db, id, actor)).toBe(false);
    expect(await auditEntries(database.db)).toHaveLength(1);
  });
});

describe("the media library", () => {
  beforeEach(async () => {
    await database.db.delete(media);
  });

  async function upload(bytes: Buffer, name: string) {
    const stored = await storeFile(services, Readable.from([bytes]), name);
    if (stored.status === "refused") throw new Error(`refused: ${stored.problem.code}`);
    return stored.status === "held" ? { item: stored.item, created: false } : recordUpload(services, stored.file, actor);
  }

  it("records an upload, once: the same bytes again record nothing", async () => {
    const { item, created } = await upload(await picture("jpeg", 800, 600), "lagon.jpg");
    expect(created).toBe(true);
    expect(await onlyEntry()).toMatchObject({
      kind: "media",
      action: "create",
      subjectId: String(item.id),
      subjectLabel: "lagon",
      before: null,
      after: { kind: "image", fileName: "lagon.jpg", mime: "image/jpeg", width: 800, height: 600, title: "lagon", "alt.fr": "", credit: "", focusX: 0.5, focusY: 0.5 },
    });
    expect((await upload(await picture("jpeg", 800, 600), "copie.jpg")).created).toBe(false);
    expect(await auditEntries(database.db)).toHaveLength(1);
  });

  it("records an edit of the words, alt texts and focal point, the changed ones only", async () => {
    const { item } = await upload(await picture("jpeg", 800, 600), "lagon.jpg");
    await database.db.delete(auditLog);
    const fields = { title: "Le lagon de Teahupo'o", alt_fr: "Le lagon au lever du jour", alt_en: "", alt_es: "", alt_pt: "", alt_zh: "", alt_ja: "夜明けのラグーン", credit: "Photo : COJ", licence: "", focusX: "25", focusY: "50" };
    expect((await saveDetails(database.db, item.id, form(fields), actor)).status).toBe(200);
    expect(await onlyEntry()).toMatchObject({
      kind: "media",
      action: "update",
      subjectId: String(item.id),
      subjectLabel: "Le lagon de Teahupo'o",
      before: { title: "lagon", "alt.fr": "", "alt.ja": "", credit: "", focusX: 0.5 },
      after: { title: "Le lagon de Teahupo'o", "alt.fr": "Le lagon au lever du jour", "alt.ja": "夜明けのラグーン", credit: "Photo : COJ", focusX: 0.25 },
    });
    // A refused form changes nothing and records nothing.
    expect((await saveDetails(database.db, item.id, form({ ...fields, title: "" }), actor)).status).toBe(400);
    expect(await auditEntries(database.db)).toHaveLength(1);
  });

  it("records a file replaced, with the file's fields before and after", async () => {
    const { item } = await upload(await picture("jpeg", 800, 600), "lagon.jpg");
    await database.db.delete(auditLog);
    const received = await receiveReplacement(services, item, Readable.from([await picture("png", 400, 300)]), "lagon-retouché.png");
    if (!received.ok) throw new Error("refused");
    expect((await applyReplacement(services, item.id, received.file, actor)).ok).toBe(true);
    expect(await onlyEntry()).toMatchObject({
      kind: "media",
      action: "replace",
      subjectId: String(item.id),
      before: { fileName: "lagon.jpg", mime: "image/jpeg", width: 800, height: 600 },
      after: { fileName: "lagon-retouché.png", mime: "image/png", width: 400, height: 300 },
    });
  });

  it("records the media page's downloads: offered, changed, withdrawn", async () => {
    const { item: kit } = await upload(MINIMAL_PDF, "dossier.pdf");
    const { item: other } = await upload(Buffer.concat([MINIMAL_PDF, Buffer.from("\n% v2\n")]), "dossier-v2.pdf");
    await database.db.delete(auditLog);
    const choose = (fields: Record<string, string>) => downloadAction(database.db, form({ slot: "mediaKit", ...fields }), actor);

    expect((await choose({ intent: "offer", mediaId: String(kit.id) })).status).toBe(200);
    expect(await onlyEntry()).toMatchObject({ kind: "media", action: "publish", subjectId: "download:mediaKit", subjectLabel: "Dossier de presse", before: null, after: { file: "dossier", fileId: kit.id } });

    await database.db.delete(auditLog);
    await choose({ intent: "offer", mediaId: String(kit.id) });
    expect(await auditEntries(database.db)).toEqual([]);
    await choose({ intent: "offer", mediaId: String(other.id) });
    expect(await onlyEntry()).toMatchObject({ action: "update", subjectId: "download:mediaKit", before: { file: "dossier", fileId: kit.id }, after: { file: "dossier-v2", fileId: other.id } });

    await database.db.delete(auditLog);
    await choose({ intent: "withdraw" });
    expect(await onlyEntry()).toMatchObject({ action: "unpublish", subjectId: "download:mediaKit", before: { file: "dossier-v2", fileId: other.id }, after: null });
  });

  it("records a deletion with the item as it was, and the downloads it took with it", async () => {
    const { item } = await upload(MINIMAL_PDF, "dossier.pdf");
    await downloadAction(database.db, form({ slot: "mediaKit", intent: "offer", mediaId: String(item.id) }), actor);
    await database.db.delete(auditLog);
    const found = await findMedia(database.db, item.id);
    expect(await deleteItem(database.db, services.storage, found!, true, actor)).toEqual({ deleted: true });
    const entries = await auditEntries(database.db);
    expect(entries.map(({ kind, action, subjectId }) => ({ kind, action, subjectId }))).toEqual([
      { kind: "media", action: "delete", subjectId: String(item.id) },
      { kind: "media", action: "unpublish", subjectId: "download:mediaKit" },
    ]);
    expect(entries[0]).toMatchObject({ subjectLabel: "dossier", before: { kind: "pdf", fileName: "dossier.pdf", mime: "application/pdf", title: "dossier" }, after: null });
  });
});

describe("accounts", () => {
  it("records a role change, with the account's email as its name", async () => {
    const target = await insertStaff(database.db, { role: "user" });
    expect((await changeUser(database.db, actor, { intent: "role", userId: target.id, role: "moderator" })).data.ok).toBe(true);
    expect(await onlyEntry()).toMatchObject({ kind: "users", action: "update", subjectId: target.id, subjectLabel: target.email, before: { role: "user" }, after: { role: "moderator" } });
    // The same role again, or a refused change, records nothing.
    await changeUser(database.db, actor, { intent: "role", userId: target.id, role: "moderator" });
    await changeUser(database.db, actor, { intent: "role", userId: actor.id, role: "user" });
    expect(await auditEntries(database.db)).toHaveLength(1);
  });

  it("records an account disabled and enabled again", async () => {
    const target = await insertStaff(database.db);
    await changeUser(database.db, actor, { intent: "disable", userId: target.id });
    expect(await onlyEntry()).toMatchObject({ kind: "users", action: "disable", subjectId: target.id, before: { disabled: false }, after: { disabled: true } });
    await database.db.delete(auditLog);
    await changeUser(database.db, actor, { intent: "enable", userId: target.id });
    expect(await onlyEntry()).toMatchObject({ kind: "users", action: "enable", before: { disabled: true }, after: { disabled: false } });
  });

  it("records a display name changed on the account page, by its owner", async () => {
    const result = await saveDisplayName(database.db, actor, form({ displayName: "Hina T." }));
    expect(result.ok).toBe(true);
    const entries = await auditEntries(database.db);
    expect(entries).toHaveLength(1);
    // The entry keeps the name the account has from this change on.
    expect(entries[0]).toMatchObject({ actorId: actor.id, actorEmail: actor.email, actorName: "Hina T.", kind: "users", action: "update", subjectId: actor.id, subjectLabel: actor.email, before: { name: "Hina Teriitahi" }, after: { name: "Hina T." } });
    await database.db.update(users).set({ name: "Hina Teriitahi" }).where(eq(users.id, actor.id));
  });

  it("keeps an entry, and who made it, once the account that made it is deleted", async () => {
    const gone = await insertStaff(database.db, { name: "Teva" });
    await createResult(database.db, { sport: "judo", event: "-60 kg", athlete: "Demo B", country: "FIJ", result: "Ippon", medal: null, date: "2027-08-05" }, gone);
    await database.db.delete(users).where(eq(users.id, gone.id));
    expect(await auditEntries(database.db)).toMatchObject([{ actorId: null, actorEmail: gone.email, actorName: "Teva", subjectLabel: "Demo B — -60 kg" }]);
  });
});

describe("the inbox", () => {
  async function message() {
    await database.db.delete(contactMessages);
    await database.db.delete(partnershipRequests);
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name: "Visiteuse Secrète", email: "visiteuse@example.pf", subject: "general", message: "Bonjour", language: "fr", ip: "192.0.2.1" })
      .returning();
    return (await findMessage(database.db, "contact", row!.id))!;
  }
  const handle = async (item: Awaited<ReturnType<typeof message>>, status: string, assignee: string) =>
    saveHandling(database.db, item, await listStaff(database.db), form({ status, assignee }), actor);

  it("records a status change, naming the message by kind and number, never by its sender", async () => {
    const item = await message();
    expect((await handle(item, "in_progress", "")).status).toBe(200);
    const entry = await onlyEntry();
    expect(entry).toMatchObject({ kind: "inbox", action: "update", subjectId: `contact:${item.id}`, subjectLabel: `Contact #${item.id}`, before: { status: "new" }, after: { status: "in_progress" } });
    expect(JSON.stringify(entry)).not.toMatch(/Secrète|visiteuse@/);
  });

  it("records an assignment, with who had it and who has it by name and email", async () => {
    const item = await message();
    await handle(item, "new", actor.id);
    expect(await onlyEntry()).toMatchObject({ kind: "inbox", action: "update", before: { assignee: null }, after: { assignee: `Hina Teriitahi (${actor.email})` } });
    expect((await auditEntries(database.db))[0]!.after).not.toHaveProperty("status");
  });
});
