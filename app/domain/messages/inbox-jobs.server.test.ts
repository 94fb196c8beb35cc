import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactMessages } from "../../../db/schema/index.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { initialContentStore } from "../../../tests/helpers/initial-content.ts";
import type { Mail } from "~/platform/mail/mailer.server.ts";
import { MAIL_INTERVAL_MS, PURGE_INTERVAL_MS, startInboxJobs, type InboxJobs } from "./inbox-jobs.server.ts";
import { MESSAGES_KEPT_UNTIL } from "./retention.server.ts";

const database = testDatabase();
let jobs: InboxJobs | undefined;

beforeEach(async () => {
  await database.db.delete(contactMessages);
  // Only the jobs' own timers: the database keeps its real ones.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
});
afterEach(async () => {
  await jobs?.stop();
  vi.useRealTimers();
});

const store = (createdAt = new Date()) =>
  database.db.insert(contactMessages).values({ name: "Hina", email: "hina@example.pf", subject: "general", message: "Une question.", language: "fr", ip: "192.0.2.1", createdAt, mailDueAt: createdAt });

const settle = async (until: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await until()); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

function start(clock: () => Date, sent: Mail[], logged: object[] = []) {
  jobs = startInboxJobs({
    db: database.db,
    mailer: { send: async (mail) => void sent.push(mail) },
    content: initialContentStore(),
    addresses: { general: "contact@tahiti2027.test", departments: {} },
    publicUrl: "https://tahiti2027.test",
    log: { info: (obj) => logged.push(obj), warn: () => {}, error: (obj) => logged.push(obj) },
    clock,
  });
  return jobs;
}

describe("the inbox's jobs", () => {
  it("mail a message at once when told it was stored, and the ones due every minute", async () => {
    const sent: Mail[] = [];
    const now = new Date();
    let current = now;
    const running = start(() => current, sent);
    await store(now);
    running.messageStored();
    await settle(async () => sent.length === 2);
    expect(sent.map((mail) => mail.to)).toEqual(["contact@tahiti2027.test", "hina@example.pf"]);

    // A message stored a second later without telling the jobs (by another instance): a round still
    // going on here started before it was due; the next round mails it.
    await store(new Date(now.getTime() + 1000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(2);
    current = new Date(now.getTime() + MAIL_INTERVAL_MS);
    vi.advanceTimersByTime(MAIL_INTERVAL_MS);
    await settle(async () => sent.length === 4);
    expect(sent).toHaveLength(4);
  });

  it("purge at start and every hour, by their clock", async () => {
    await store(new Date("2027-03-14T18:00:00Z"));
    let now = new Date("2028-06-01T00:00:00Z");
    const logged: object[] = [];
    start(() => now, [], logged);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);
    now = MESSAGES_KEPT_UNTIL;
    vi.advanceTimersByTime(PURGE_INTERVAL_MS);
    // The purge says what it deleted once the deletion is done.
    const purged = { contact: 1, partnership: 0 };
    await settle(async () => logged.some((entry) => JSON.stringify(entry) === JSON.stringify(purged)));
    expect(logged).toContainEqual(purged);
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("do nothing more once stopped", async () => {
    const sent: Mail[] = [];
    const running = start(() => new Date(), sent);
    await running.stop();
    await store();
    running.messageStored();
    vi.advanceTimersByTime(MAIL_INTERVAL_MS);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toEqual([]);
  });
});
