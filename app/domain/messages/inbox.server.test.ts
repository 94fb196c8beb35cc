import { beforeEach, describe, expect, it } from "vitest";
import { contactMessages, partnershipRequests, users } from "../../../db/schema/index.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { inboxSearch } from "./inbox-urls.ts";
import { countNewMessages, exportInbox, findMessage, isAssignable, listInbox, listStaff, parseInboxQuery, updateHandling } from "./inbox.server.ts";

const database = testDatabase();
beforeEach(async () => {
  await database.db.delete(contactMessages);
  await database.db.delete(partnershipRequests);
  await database.db.delete(users);
});

const at = (minute: number) => new Date(Date.UTC(2027, 2, 14, 8, minute));
const query = (search = "") => parseInboxQuery(new URLSearchParams(search));

async function contact(minute: number, extra: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(contactMessages)
    .values({ name: `Visiteur ${minute}`, email: `v${minute}@example.pf`, subject: "general", message: `Question ${minute} sur les Jeux.`, language: "fr", ip: "192.0.2.1", createdAt: at(minute), ...extra })
    .returning();
  return row!;
}

async function partnership(minute: number, extra: Partial<typeof partnershipRequests.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(partnershipRequests)
    .values({ company: `Entreprise ${minute}`, contact: `Contact ${minute}`, email: `p${minute}@example.pf`, language: "fr", ip: "192.0.2.1", createdAt: at(minute), ...extra })
    .returning();
  return row!;
}

async function staff(id: string, role: string, banned = false) {
  await database.db.insert(users).values({ id, name: id, email: `${id}@tahiti2027.test`, role, banned });
}

const refs = (items: { kind: string; id: number }[]) => items.map((item) => `${item.kind}-${item.id}`);

describe("the inbox's query", () => {
  it("reads its filters leniently: anything unknown is dropped, never an error", () => {
    expect(query("page=0&kind=fax&department=marketing&category=gold&status=lost&q=%20")).toEqual({ page: 1 });
    expect(query(`page=3&kind=contact&department=sports&category=sponsor&status=in_progress&q=${"é".repeat(150)}`)).toEqual({
      page: 3,
      kind: "contact",
      department: "sports",
      category: "sponsor",
      status: "in_progress",
      q: "é".repeat(100),
    });
  });

  it("writes the filters back as a query string, the first page without its number", () => {
    expect(inboxSearch(query("status=new&q=pirogue%20va%27a&page=4"))).toBe("?q=pirogue+va%27a&status=new");
    expect(inboxSearch(query("kind=partnership"), 2)).toBe("?kind=partnership&page=2");
    expect(inboxSearch(query(""))).toBe("");
  });
});

describe("listing the inbox", () => {
  it("mixes both kinds, newest first, a page at a time, the last page for a page past the end", async () => {
    for (let minute = 1; minute <= 5; minute++) await contact(minute * 2);
    for (let minute = 1; minute <= 4; minute++) await partnership(minute * 2 + 1);
    const first = await listInbox(database.db, query(), 4);
    expect(first).toMatchObject({ total: 9, page: 1, pageCount: 3 });
    expect(first.items.map((item) => [item.kind, item.name])).toEqual([
      ["contact", "Visiteur 10"],
      ["partnership", "Contact 9"],
      ["contact", "Visiteur 8"],
      ["partnership", "Contact 7"],
    ]);
    expect(first.items[1]).toMatchObject({ company: "Entreprise 9", subject: null, department: null, message: null, status: "new", assignee: null });
    const past = await listInbox(database.db, query("page=99"), 4);
    expect(past.page).toBe(3);
    expect(past.items.map((item) => item.name)).toEqual(["Visiteur 2"]);
  });

  it("filters by kind, department (contact only), category (partnership only) and status", async () => {
    const media = await contact(1, { department: "communication" });
    const sports = await contact(2, { department: "sports", status: "answered" });
    const sponsor = await partnership(3, { category: "sponsor" });
    const supplier = await partnership(4, { category: "supplier", status: "answered" });
    const list = async (search: string) => refs((await listInbox(database.db, query(search))).items);
    expect(await list("kind=contact")).toEqual(refs([{ ...sports, kind: "contact" }, { ...media, kind: "contact" }]));
    expect(await list("kind=partnership")).toEqual(refs([{ ...supplier, kind: "partnership" }, { ...sponsor, kind: "partnership" }]));
    expect(await list("department=communication")).toEqual([`contact-${media.id}`]);
    expect(await list("category=sponsor")).toEqual([`partnership-${sponsor.id}`]);
    expect(await list("status=answered")).toEqual([`partnership-${supplier.id}`, `contact-${sports.id}`]);
    expect(await list("status=answered&kind=contact")).toEqual([`contact-${sports.id}`]);
    // A department and a category at once ask for a message of both kinds: none is.
    expect(await listInbox(database.db, query("department=sports&category=sponsor"))).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
    expect(await list("kind=partnership&department=sports")).toEqual([]);
  });

  it("searches names, companies, addresses, phones and messages, literally and without regard to case", async () => {
    await contact(1, { name: "Hina Teriitahi", message: "Accréditation 100% média" });
    await contact(2, { phone: "+689 40 12 34 56" });
    await partnership(3, { company: "Fare Va'a SARL", message: "Pirogues de compétition" });
    await partnership(4, { email: "moana@pirogues.pf" });
    const names = async (q: string) => (await listInbox(database.db, query(`q=${encodeURIComponent(q)}`))).items.map((item) => item.company ?? item.name);
    expect(await names("hina")).toEqual(["Hina Teriitahi"]);
    expect(await names("100%")).toEqual(["Hina Teriitahi"]);
    expect(await names("10_%")).toEqual([]);
    expect(await names("40 12")).toEqual(["Visiteur 2"]);
    expect(await names("VA'A")).toEqual(["Fare Va'a SARL"]);
    expect(await names("pirogue")).toEqual(["Entreprise 4", "Fare Va'a SARL"]);
  });

  it("names who follows each message up", async () => {
    await staff("teva", "moderator");
    const row = await contact(1, { assigneeId: "teva" });
    expect((await findMessage(database.db, "contact", row.id))?.assignee).toBe("teva");
    expect((await listInbox(database.db, query())).items[0]?.assignee).toBe("teva");
  });

  it("exports every message the filters keep, not a page", async () => {
    for (let minute = 1; minute <= 25; minute++) await contact(minute);
    await partnership(30);
    expect(await exportInbox(database.db, query("kind=contact&page=2"))).toHaveLength(25);
    expect((await exportInbox(database.db, query())).map((item) => item.kind)[0]).toBe("partnership");
  });
});

describe("handling a message", () => {
  it("finds one message of either kind, and nothing for an unknown id", async () => {
    const row = await contact(1, { department: "volunteers", phone: "+689 87 00 00 00" });
    const request = await partnership(2, { category: "official", message: "Nous voulons soutenir les Jeux." });
    expect(await findMessage(database.db, "contact", row.id)).toMatchObject({ kind: "contact", name: "Visiteur 1", department: "volunteers", phone: "+689 87 00 00 00", company: null, category: null });
    expect(await findMessage(database.db, "partnership", request.id)).toMatchObject({ kind: "partnership", name: "Contact 2", company: "Entreprise 2", category: "official", message: "Nous voulons soutenir les Jeux." });
    expect(await findMessage(database.db, "partnership", row.id + request.id + 1)).toBeUndefined();
  });

  it("changes the status and the assignee, and reports an unknown message", async () => {
    await staff("hina", "admin");
    const actor = { id: "hina", email: "hina@tahiti2027.test" };
    const row = await partnership(1);
    expect(await updateHandling(database.db, "partnership", row.id, { status: "in_progress", assigneeId: "hina" }, actor)).toBe(true);
    expect(await findMessage(database.db, "partnership", row.id)).toMatchObject({ status: "in_progress", assigneeId: "hina", assignee: "hina" });
    expect(await updateHandling(database.db, "partnership", row.id, { status: "answered", assigneeId: null }, actor)).toBe(true);
    expect(await findMessage(database.db, "partnership", row.id)).toMatchObject({ status: "answered", assigneeId: null });
    expect(await updateHandling(database.db, "contact", row.id, { status: "answered", assigneeId: null }, actor)).toBe(false);
  });

  it("lets staff who are not disabled take messages, and keeps a former staff member's own", async () => {
    await staff("hina", "admin");
    await staff("teva", "moderator");
    await staff("moana", "moderator", true);
    await staff("visitor", "user");
    const members = await listStaff(database.db);
    expect(members.map((member) => member.id)).toEqual(["hina", "teva"]);
    expect(isAssignable("teva", members, null)).toBe(true);
    expect(isAssignable("visitor", members, null)).toBe(false);
    expect(isAssignable("visitor", members, "visitor")).toBe(true);
  });

  it("loses the assignee, not the message, when the account is deleted", async () => {
    await staff("teva", "moderator");
    const row = await contact(1, { assigneeId: "teva" });
    await database.db.delete(users);
    expect(await findMessage(database.db, "contact", row.id)).toMatchObject({ assigneeId: null, assignee: null });
  });

  it("counts the messages nobody has started on", async () => {
    await contact(1);
    await contact(2, { status: "in_progress" });
    await partnership(3);
    await partnership(4, { status: "answered" });
    expect(await countNewMessages(database.db)).toBe(2);
  });
});
