import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, users } from "../../../db/schema/index.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { auditEntries, insertStaff } from "../../../tests/helpers/staff.ts";
import { recordAudit } from "./audit.server.ts";
import { AUDIT_PAGE_SIZE, auditActors, listAudit, parseAuditQuery } from "./audit-log.server.ts";
import { auditSearch } from "./audit-urls.ts";
import { AUDIT_KEPT_UNTIL, purgeExpiredAudit } from "./retention.server.ts";

const database = testDatabase();
beforeEach(async () => {
  await database.db.delete(auditLog);
});

const query = (search = "") => parseAuditQuery(new URLSearchParams(search));

describe("recordAudit", () => {
  it("copies who acted as they were, so the entry outlives the account", async () => {
    const { db } = database;
    const actor = await insertStaff(db, { name: "Hina Teriitahi" });
    expect(await recordAudit(db, { actor, kind: "results", action: "create", subject: { id: 7, label: "Demo Athlete A — 100 m" }, after: { athlete: "Demo Athlete A" } })).toBe(true);
    await db.delete(users).where(eq(users.id, actor.id));
    const [entry] = await auditEntries(db);
    expect(entry).toMatchObject({ actorId: null, actorEmail: actor.email, actorName: "Hina Teriitahi", kind: "results", action: "create", subjectId: "7", subjectLabel: "Demo Athlete A — 100 m", before: null, after: { athlete: "Demo Athlete A" } });
    expect(entry!.at).toBeInstanceOf(Date);
  });

  it("keeps only the changed fields of an update, and records nothing when none changed", async () => {
    const { db } = database;
    const actor = await insertStaff(db);
    const subject = { id: 1, label: "x" };
    expect(await recordAudit(db, { actor, kind: "results", action: "update", subject, before: { a: 1, b: 2 }, after: { a: 1, b: 3 } })).toBe(true);
    expect(await recordAudit(db, { actor, kind: "results", action: "update", subject, before: { a: 1 }, after: { a: 1 } })).toBe(false);
    expect((await auditEntries(db)).map(({ before, after }) => ({ before, after }))).toEqual([{ before: { b: 2 }, after: { b: 3 } }]);
  });

  it("never stores a secret, whatever a caller passes", async () => {
    const { db } = database;
    const actor = await insertStaff(db);
    await recordAudit(db, { actor, kind: "users", action: "delete", subject: { id: actor.id, label: actor.email }, before: { email: actor.email, password: "$argon2id$hash", token: "t", twoFactorSecret: "s", backupCodes: "c", sessions: ["id"] } });
    // The whole stored row as text: nothing hides in it.
    const [row] = await db.select({ text: sql<string>`row_to_json(${auditLog})::text` }).from(auditLog);
    expect(row!.text).toContain(actor.email);
    for (const secret of ["argon2", "password", "twoFactorSecret", "backupCodes", "sessions", '"t"']) expect(row!.text).not.toContain(secret);
  });

  it("is written with the change or not at all: a transaction that fails leaves no entry", async () => {
    const { db } = database;
    const actor = await insertStaff(db);
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { actor, kind: "results", action: "delete", subject: { id: 1, label: "x" }, before: { a: 1 } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await auditEntries(db)).toEqual([]);
  });
});

describe("the audit log's page query", () => {
  it("reads its filters from the URL, dropping what it cannot use", () => {
    expect(query("kind=media&action=replace&actor=%20hina@x.pf%20&from=2027-08-01&to=2027-08-15&q=%20Logo%20%20COJ&page=2")).toEqual({
      page: 2,
      kind: "media",
      action: "replace",
      actor: "hina@x.pf",
      from: "2027-08-01",
      to: "2027-08-15",
      q: "Logo COJ",
    });
    expect(query("kind=weather&action=explode&from=2027-02-30&to=yesterday&page=-1&q=%20")).toEqual({ page: 1, kind: undefined, action: undefined, actor: undefined, from: undefined, to: undefined, q: undefined });
    expect(auditSearch(query("q=a b&kind=users&page=3"), 2)).toBe("?kind=users&q=a+b&page=2");
    expect(auditSearch(query())).toBe("");
  });

  it("lists newest first and filters by area, action, person, Tahiti days and the item's name", async () => {
    const { db } = database;
    const hina = await insertStaff(db, { name: "Hina" });
    const teva = await insertStaff(db, { name: "Teva" });
    const add = async (actor: typeof hina, kind: "results" | "media", action: "create" | "update", label: string, at: string) => {
      await recordAudit(db, { actor, kind, action, subject: { id: label, label }, after: { label } });
      await db.update(auditLog).set({ at: new Date(at) }).where(eq(auditLog.subjectLabel, label));
    };
    // 23:30 on 1 August in Tahiti is 09:30 UTC on the 2nd.
    await add(hina, "results", "create", "Late on the 1st", "2027-08-02T09:30:00Z");
    await add(teva, "media", "update", "Logo officiel 100%", "2027-08-02T10:30:00Z");
    await add(hina, "media", "create", "Photo du lagon", "2027-08-03T20:00:00Z");
    const labels = async (search: string) => (await listAudit(db, query(search))).entries.map((entry) => entry.subjectLabel);
    expect(await labels("")).toEqual(["Photo du lagon", "Logo officiel 100%", "Late on the 1st"]);
    expect(await labels("kind=media")).toEqual(["Photo du lagon", "Logo officiel 100%"]);
    expect(await labels("action=create")).toEqual(["Photo du lagon", "Late on the 1st"]);
    expect(await labels(`actor=${encodeURIComponent(teva.email)}`)).toEqual(["Logo officiel 100%"]);
    expect(await labels("to=2027-08-01")).toEqual(["Late on the 1st"]);
    expect(await labels("from=2027-08-02&to=2027-08-02")).toEqual(["Logo officiel 100%"]);
    expect(await labels("from=2027-08-03")).toEqual(["Photo du lagon"]);
    expect(await labels("q=LOGO")).toEqual(["Logo officiel 100%"]);
    expect(await labels("q=100%25")).toEqual(["Logo officiel 100%"]);
    expect(await labels("q=0%25x")).toEqual([]);
    expect(await auditActors(db)).toEqual([hina, teva].map(({ email, name }) => ({ email, name })).sort((a, b) => a.email.localeCompare(b.email)));
  });

  it("pages by AUDIT_PAGE_SIZE, newest first, and shows the last page for one past the end", async () => {
    const { db } = database;
    const actor = await insertStaff(db);
    for (let n = 1; n <= AUDIT_PAGE_SIZE + 2; n++) await recordAudit(db, { actor, kind: "results", action: "create", subject: { id: n, label: `Result ${n}` }, after: { n } });
    const first = await listAudit(db, query());
    expect(first).toMatchObject({ total: AUDIT_PAGE_SIZE + 2, page: 1, pageCount: 2 });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]!.subjectLabel).toBe(`Result ${AUDIT_PAGE_SIZE + 2}`);
    const last = await listAudit(db, query("page=9"));
    expect(last.page).toBe(2);
    expect(last.entries.map((entry) => entry.subjectLabel)).toEqual(["Result 2", "Result 1"]);
  });
});

describe("the audit log's retention", () => {
  it("keeps every entry until the end of 2028 in Tahiti, then deletes them", async () => {
    const { db } = database;
    const actor = await insertStaff(db);
    await recordAudit(db, { actor, kind: "inbox", action: "update", subject: { id: "contact:1", label: "Contact #1" }, before: { status: "new" }, after: { status: "answered" } });
    expect(AUDIT_KEPT_UNTIL.toISOString()).toBe("2029-01-01T10:00:00.000Z");
    expect(await purgeExpiredAudit(db, new Date(AUDIT_KEPT_UNTIL.getTime() - 1))).toBe(0);
    expect(await purgeExpiredAudit(db, AUDIT_KEPT_UNTIL)).toBe(1);
    expect(await auditEntries(db)).toEqual([]);
  });
});
