import { beforeEach, describe, expect, it } from "vitest";
import { contactMessages, partnershipRequests } from "../../../db/schema/index.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { initialItems } from "~/domain/content/initial-content.server.ts";
import { LOCALES } from "~/platform/i18n/locales.ts";
import { MESSAGES_KEPT_UNTIL, purgeExpiredMessages } from "./retention.server.ts";

const database = testDatabase();
beforeEach(async () => {
  await database.db.delete(contactMessages);
  await database.db.delete(partnershipRequests);
});

async function store(createdAt: Date) {
  await database.db.insert(contactMessages).values({ name: "Hina", email: "hina@example.pf", subject: "general", message: "Une question.", language: "fr", ip: "192.0.2.1", createdAt });
  await database.db.insert(partnershipRequests).values({ company: "Fare Va'a", contact: "Teva", email: "teva@example.pf", language: "fr", ip: "192.0.2.1", createdAt });
}

const remaining = async () => [(await database.db.select().from(contactMessages)).length, (await database.db.select().from(partnershipRequests)).length];

describe("the retention purge", () => {
  it("keeps every message until the end of 2028 in Tahiti", async () => {
    await store(new Date("2026-11-24T10:00:00Z"));
    await store(new Date("2028-12-31T23:00:00-10:00"));
    // 31 December 2028, 23:59:59 in Tahiti: 1 January 2029 in most of the world, still 2028 here.
    expect(await purgeExpiredMessages(database.db, new Date("2028-12-31T23:59:59-10:00"))).toEqual({ contact: 0, partnership: 0 });
    expect(await remaining()).toEqual([2, 2]);
  });

  it("deletes every message once 2028 is over, and deleting again finds nothing more", async () => {
    await store(new Date("2026-11-24T10:00:00Z"));
    await store(new Date("2028-12-31T23:00:00-10:00"));
    expect(MESSAGES_KEPT_UNTIL.toISOString()).toBe("2029-01-01T10:00:00.000Z");
    expect(await purgeExpiredMessages(database.db, MESSAGES_KEPT_UNTIL)).toEqual({ contact: 2, partnership: 2 });
    expect(await remaining()).toEqual([0, 0]);
    expect(await purgeExpiredMessages(database.db, MESSAGES_KEPT_UNTIL)).toEqual({ contact: 0, partnership: 0 });
  });

  it("deletes at its next run a message received after the end of 2028", async () => {
    const now = new Date("2029-02-01T00:00:00Z");
    await store(new Date(now.getTime() - 60_000));
    expect(await purgeExpiredMessages(database.db, now)).toEqual({ contact: 1, partnership: 1 });
  });
});

describe("the privacy policy", () => {
  const privacy = initialItems("pages").find((item) => item.id === "privacy")!.data;
  const sections = (markdown: string) => markdown.split(/^## /m);

  it.each(LOCALES)("still keeps messages and partnership requests until the end of 2028 (%s)", (locale) => {
    // The retention section sits at the same place in every language; its first item is the messages'.
    const french = sections(privacy.body.fr).findIndex((section) => section.startsWith("Durée de conservation"));
    const section = sections(privacy.body[locale]!)[french]!;
    const messages = section.split("\n").find((line) => line.startsWith("- "))!;
    expect(messages).toContain(String(MESSAGES_KEPT_UNTIL.getUTCFullYear() - 1));
  });
});
