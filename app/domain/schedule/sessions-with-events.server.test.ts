import { asc, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { scheduleEvents, scheduleSessions } from "../../../db/schema/index.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { SESSION_AND_EVENT, sessionsWithEvents } from "./sessions-with-events.server.ts";

const database = testDatabase();
let finalId = 0;

beforeAll(async () => {
  const db = database.db;
  const [sprint, relay] = await db
    .insert(scheduleEvents)
    .values([
      { code: "ATH-100M-M", sport: "athletics", name: { fr: "100 m hommes" }, gender: "men", format: "individual", medal: true },
      { code: "ATH-4X100-M", sport: "athletics", name: { fr: "Relais 4 × 100 m hommes" }, gender: "men", format: "team", medal: true },
    ])
    .returning();
  const sessions = await db
    .insert(scheduleSessions)
    .values([
      { eventId: sprint!.id, phase: "heats", number: 1, startsAt: new Date("2027-08-02T19:00:00Z"), venue: "hitiaa-athletics" },
      { eventId: sprint!.id, phase: "final", startsAt: new Date("2027-08-03T03:30:00Z"), venue: "hitiaa-athletics" },
      { eventId: relay!.id, phase: "final", startsAt: new Date("2027-08-04T03:30:00Z"), venue: "hitiaa-athletics" },
    ])
    .returning();
  finalId = sessions[1]!.id;
});

describe("sessionsWithEvents", () => {
  it("gives every session with its own event", async () => {
    const rows = await sessionsWithEvents(database.db, SESSION_AND_EVENT).orderBy(asc(scheduleSessions.startsAt));
    expect(rows.map(({ session, event }) => `${event.code} ${session.phase}`)).toEqual(["ATH-100M-M heats", "ATH-100M-M final", "ATH-4X100-M final"]);
  });

  it("takes a caller's condition and lock", async () => {
    const [found] = await database.db.transaction((tx) => sessionsWithEvents(tx, SESSION_AND_EVENT).where(eq(scheduleSessions.id, finalId)).for("update", { of: scheduleSessions }));
    expect(found).toMatchObject({ session: { id: finalId, phase: "final" }, event: { code: "ATH-100M-M", name: { fr: "100 m hommes" } } });
  });

  it("reads the columns a caller picks, grouped as it asks", async () => {
    const perEvent = await sessionsWithEvents(database.db, { code: scheduleEvents.code, sessions: count() }).groupBy(scheduleEvents.code).orderBy(asc(scheduleEvents.code));
    expect(perEvent).toEqual([
      { code: "ATH-100M-M", sessions: 2 },
      { code: "ATH-4X100-M", sessions: 1 },
    ]);
  });
});
