import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contentItems, contentRevisions } from "../../../db/schema/index.ts";
import { CONTENT_KINDS, type ContentData } from "../../../vocabulary/content-keys.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { auditEntries, insertStaff } from "../../../tests/helpers/staff.ts";
import { completeKind, createItem, deleteItem, importKind, slugOf, undeleteItem, updateItem } from "./content-writes.server.ts";
import { deletedItems, listRevisions } from "./revisions.server.ts";
import { initialItems, seedInitialContent } from "./initial-content.server.ts";
import { createContentStore, readItems } from "./store.server.ts";
import type { Change } from "~/domain/live/changes.server.ts";

const database = testDatabase();
let actor: { id: string; email: string };
const venue = (fr: string, extra: ContentData = {}): ContentData => ({ name: { fr }, island: "Moorea", ...extra });
const revisions = (itemId: string) =>
  database.db.select().from(contentRevisions).where(and(eq(contentRevisions.kind, "venues"), eq(contentRevisions.itemId, itemId))).orderBy(asc(contentRevisions.id));

beforeAll(async () => {
  actor = await insertStaff(database.db);
});

describe("the initial content", () => {
  it("is imported once per kind, and not again after an organiser deleted everything", async () => {
    expect(await seedInitialContent(database.db)).toEqual(Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, initialItems(kind).length]).filter(([, count]) => count)));
    expect(await seedInitialContent(database.db)).toEqual({});
    const imported = await readItems(database.db, "venues");
    expect(imported.map((item) => item.id)).toEqual(initialItems("venues").map((item) => item.id));
    for (const item of imported) await deleteItem(database.db, actor, "venues", item.id);
    expect(await importKind(database.db, "venues", initialItems("venues"))).toBe(0);
    expect(await readItems(database.db, "venues")).toEqual([]);
  });
});

describe("a single or fixed kind imported by an older version", () => {
  it("gains the items and fields added to the initial content since, and never a field an organiser cleared", async () => {
    const event = initialItems("event")[0]!;
    const { twitter: _twitter, contactEmail: _email, ...older } = event.data;
    const { facebook: _facebook, ...withoutFacebook } = older;
    await database.db.delete(contentItems).where(eq(contentItems.kind, "event"));
    await database.db.delete(contentRevisions).where(eq(contentRevisions.kind, "event"));
    expect(await importKind(database.db, "event", [{ id: "main", data: older }])).toBe(1);
    // An organiser clears the Facebook page before the upgrade.
    expect(await updateItem(database.db, actor, "event", "main", 1, withoutFacebook)).toBe("saved");

    expect(await completeKind(database.db, "event", [event])).toBe(1);
    const [completed] = await readItems(database.db, "event");
    expect(completed!.data).toEqual({ ...withoutFacebook, twitter: event.data.twitter, contactEmail: event.data.contactEmail });
    expect(completed!.version).toBe(3);
    expect(await completeKind(database.db, "event", [event])).toBe(0);

    const pages = initialItems("pages");
    await database.db.delete(contentItems).where(and(eq(contentItems.kind, "pages"), eq(contentItems.id, "accessibility")));
    await database.db.delete(contentRevisions).where(and(eq(contentRevisions.kind, "pages"), eq(contentRevisions.itemId, "accessibility")));
    expect(await completeKind(database.db, "pages", pages)).toBe(1);
    expect((await readItems(database.db, "pages")).map((item) => item.id)).toContain("accessibility");
  });
});

describe("a list kind imported by an older version", () => {
  it("gains the fields added since to the items it imported, and neither its new items nor a field on an organiser's item", async () => {
    const sports = initialItems("sports");
    const combat = sports.filter((item) => item.data.twoBronzes === true).map((item) => item.id);
    expect(combat).toEqual(["boxing", "judo", "taekwondo", "wrestling"]);
    const older = sports.filter((item) => item.id !== "wrestling").map(({ id, data: { twoBronzes: _two, ...data } }) => ({ id, data }));
    await database.db.delete(contentItems).where(eq(contentItems.kind, "sports"));
    await database.db.delete(contentRevisions).where(eq(contentRevisions.kind, "sports"));
    expect(await importKind(database.db, "sports", older)).toBe(older.length);
    // Before the upgrade, an organiser deletes boxing and adds wrestling themselves.
    await deleteItem(database.db, actor, "sports", "boxing");
    const { twoBronzes: _two, ...wrestling } = sports.find((item) => item.id === "wrestling")!.data;
    await createItem(database.db, actor, "sports", wrestling, "wrestling");

    // What a start does: the other kinds are complete already.
    expect(await seedInitialContent(database.db)).toEqual({ sports: 2 });
    const byId = new Map((await readItems(database.db, "sports")).map((item) => [item.id, item]));
    expect(byId.get("judo")).toMatchObject({ version: 2, data: sports.find((item) => item.id === "judo")!.data });
    expect(byId.get("taekwondo")?.data.twoBronzes).toBe(true);
    expect(byId.get("swimming")).toMatchObject({ version: 1, data: older.find((item) => item.id === "swimming")!.data });
    expect(byId.has("boxing")).toBe(false);
    expect(byId.get("wrestling")?.data).toEqual(wrestling);
    expect([...byId.values()].filter((item) => item.data.twoBronzes).map((item) => item.id)).toEqual(["judo", "taekwondo"]);

    // An organiser unticks judo's box: the next start leaves it so.
    const { twoBronzes: _judo, ...unticked } = byId.get("judo")!.data;
    expect(await updateItem(database.db, actor, "sports", "judo", 2, unticked)).toBe("saved");
    expect(await seedInitialContent(database.db)).toEqual({});
    expect((await readItems(database.db, "sports")).find((item) => item.id === "judo")?.data.twoBronzes).toBeUndefined();
  });
});

describe("content writes", () => {
  it("names a new item after its French title, unique within its kind, at the end of the list", async () => {
    expect(slugOf("Stade Vénus — Mahina")).toBe("stade-venus-mahina");
    expect(slugOf("体育场")).toBe("item");
    const first = await createItem(database.db, actor, "venues", venue("Salle Fa'a'ā"));
    const second = await createItem(database.db, actor, "venues", venue("Salle Faaa"));
    expect([first, second]).toEqual(["salle-fa-a-a", "salle-faaa"]);
    expect(await createItem(database.db, actor, "venues", venue("Salle Faaa"))).toBe("salle-faaa-2");
    const items = await readItems(database.db, "venues");
    expect(items.slice(-3).map((item) => item.id)).toEqual(["salle-fa-a-a", "salle-faaa", "salle-faaa-2"]);
  });

  it("saves over the version the form was opened at only, keeps each state as a revision and audits the fields that changed", async () => {
    const id = await createItem(database.db, actor, "venues", venue("Plage de Temae"));
    expect(await updateItem(database.db, actor, "venues", id, 1, venue("Plage de Temae", { capacity: 800 }))).toBe("saved");
    expect(await updateItem(database.db, actor, "venues", id, 1, venue("Plage de Temae", { capacity: 900 }))).toBe("conflict");
    expect(await updateItem(database.db, actor, "venues", id, 2, venue("Plage de Temae", { capacity: 800 }))).toBe("unchanged");
    expect(await updateItem(database.db, actor, "venues", "gone", 1, venue("X"))).toBe("missing");
    const [saved] = (await readItems(database.db, "venues")).filter((item) => item.id === id);
    expect(saved).toMatchObject({ version: 2, data: venue("Plage de Temae", { capacity: 800 }) });
    expect((await revisions(id)).map((revision) => [revision.reason, revision.actorId])).toEqual([
      ["create", actor.id],
      ["update", actor.id],
    ]);
    const entries = (await auditEntries(database.db)).filter((entry) => entry.subjectId === `venues/${id}`);
    expect(entries.map((entry) => [entry.kind, entry.action, entry.subjectLabel])).toEqual([
      ["content", "create", "Plage de Temae"],
      ["content", "update", "Plage de Temae"],
    ]);
    expect([entries[1]!.before, entries[1]!.after]).toEqual([{ capacity: null }, { capacity: 800 }]);
  });

  it("deletes an item, keeping its history", async () => {
    const id = await createItem(database.db, actor, "venues", venue("Marina Taina"));
    expect(await deleteItem(database.db, actor, "venues", id)).toBe(true);
    expect(await deleteItem(database.db, actor, "venues", id)).toBe(false);
    expect((await revisions(id)).map((revision) => [revision.reason, revision.data])).toEqual([
      ["create", venue("Marina Taina")],
      ["delete", null],
    ]);
    expect((await auditEntries(database.db)).at(-1)).toMatchObject({ action: "delete", subjectId: `venues/${id}`, before: venue("Marina Taina"), after: null });
  });
});

describe("restoring content", () => {
  it("puts an earlier state back as a new save, refused over a stale version, with its revision and audit entry", async () => {
    const id = await createItem(database.db, actor, "venues", venue("Taravao"));
    expect(await updateItem(database.db, actor, "venues", id, 1, venue("Plateau de Taravao", { capacity: 500 }))).toBe("saved");
    const [, first] = await listRevisions(database.db, "venues", id);
    expect(first).toMatchObject({ reason: "create", data: venue("Taravao"), authorName: expect.any(String) });
    expect(await updateItem(database.db, actor, "venues", id, 1, first!.data!, "restore")).toBe("conflict");
    expect(await updateItem(database.db, actor, "venues", id, 2, first!.data!, "restore")).toBe("saved");
    const [saved] = (await readItems(database.db, "venues")).filter((item) => item.id === id);
    expect(saved).toMatchObject({ version: 3, data: venue("Taravao") });
    expect((await listRevisions(database.db, "venues", id)).map((revision) => revision.reason)).toEqual(["restore", "update", "create"]);
    expect((await auditEntries(database.db)).at(-1)).toMatchObject({ action: "update", subjectId: `venues/${id}`, before: { name: { fr: "Plateau de Taravao" }, capacity: 500 }, after: { name: { fr: "Taravao" }, capacity: null } });
  });

  it("lists a deleted item with its last state until it is brought back under its id, at the end of the list", async () => {
    const id = await createItem(database.db, actor, "venues", venue("Teahupoo"));
    await updateItem(database.db, actor, "venues", id, 1, venue("Teahupo'o"));
    expect(await deleteItem(database.db, actor, "venues", id)).toBe(true);
    const [gone] = (await deletedItems(database.db, "venues")).filter((item) => item.id === id);
    expect(gone).toMatchObject({ id, data: venue("Teahupo'o"), deletedBy: expect.any(String) });

    expect(await undeleteItem(database.db, actor, "venues", id, gone!.data)).toBe(true);
    expect(await undeleteItem(database.db, actor, "venues", id, gone!.data)).toBe(false);
    expect((await readItems(database.db, "venues")).at(-1)).toMatchObject({ id, version: 1, data: venue("Teahupo'o") });
    expect((await deletedItems(database.db, "venues")).map((item) => item.id)).not.toContain(id);
    expect((await listRevisions(database.db, "venues", id)).map((revision) => revision.reason)).toEqual(["restore", "delete", "update", "create"]);
    expect((await auditEntries(database.db)).at(-1)).toMatchObject({ action: "create", subjectId: `venues/${id}`, before: null });
  });

  it("does not list as deleted an item whose id a new item took", async () => {
    const id = await createItem(database.db, actor, "venues", venue("Papara"));
    await deleteItem(database.db, actor, "venues", id);
    expect(await createItem(database.db, actor, "venues", venue("Papara"))).toBe(id);
    expect((await deletedItems(database.db, "venues")).map((item) => item.id)).not.toContain(id);
  });
});

describe("the content store", () => {
  it("reads a kind once, builds each language's view once, and forgets the kind when the change feed says it changed", async () => {
    const listeners = new Set<(change: Change) => void>();
    const store = createContentStore(database.db, { subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)) });
    const tell = (change: Change) => listeners.forEach((listener) => listener(change));
    let builds = 0;
    const names = () => store.view("venues", "fr", (items) => (builds++, items.map((item) => item.id)));
    const before = await names();
    await names();
    expect(builds).toBe(1);

    const id = await createItem(database.db, actor, "venues", venue("Vaiare"));
    expect(await names()).toEqual(before);
    tell({ topic: "news" });
    expect(await names()).toEqual(before);
    tell({ topic: "venues" });
    expect(await names()).toEqual([...before, id]);
    expect(builds).toBe(2);

    await deleteItem(database.db, actor, "venues", id);
    tell({ topic: "resync" });
    expect(await names()).toEqual(before);
    expect(builds).toBe(3);
  });
});
