import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { scheduleEvents, scheduleSessions, sportsResults } from "../../../db/schema/index.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { resultLines } from "./result-lines.server.ts";

const database = testDatabase();

beforeAll(async () => {
  const db = database.db;
  const [final] = await db
    .insert(scheduleEvents)
    .values({ code: "JUD-73-M", sport: "judo", name: { fr: "-73 kg hommes", en: "Men's -73 kg" }, gender: "men", format: "individual", medal: true })
    .returning();
  const [session] = await db
    .insert(scheduleSessions)
    .values({ eventId: final!.id, phase: "final", startsAt: new Date("2027-08-04T03:00:00Z"), venue: "taaone-hall", results: "official" })
    .returning();
  await db.insert(sportsResults).values([
    { sport: "judo", event: "-73 kg", athlete: "Silver", country: "FIJ", result: "—", medal: "silver", date: "2027-08-04", sessionId: session!.id, rank: 2 },
    { sport: "athletics", event: "100 m", athlete: "Older gold", country: "TAH", result: "10.5", medal: "gold", date: "2027-08-02" },
    { sport: "judo", event: "-73 kg", athlete: "Gold", country: "TAH", result: "—", medal: "gold", date: "2027-08-04", sessionId: session!.id, rank: 1 },
  ]);
});

describe("resultLines", () => {
  it("gives each line its session's event and state, none for a line typed outside a session, in the public lists' order", async () => {
    const lines = await resultLines(database.db);
    expect(lines.map((line) => line.athlete)).toEqual(["Gold", "Silver", "Older gold"]);
    expect(lines[0]).toMatchObject({ country: "TAH", rank: 1, medal: "gold", eventCode: "JUD-73-M", eventName: { fr: "-73 kg hommes", en: "Men's -73 kg" }, resultsState: "official" });
    expect(lines[2]).toMatchObject({ event: "100 m", sessionId: null, eventCode: null, eventName: null, resultsState: null });
  });

  it("keeps the lines a condition chooses, and takes a limit and an offset", async () => {
    expect((await resultLines(database.db, eq(sportsResults.country, "TAH"))).map((line) => line.athlete)).toEqual(["Gold", "Older gold"]);
    expect((await resultLines(database.db).limit(1).offset(1)).map((line) => line.athlete)).toEqual(["Silver"]);
  });
});
