import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, scheduleEvents, scheduleSessions, sportsResults } from "../../../db/schema/index.ts";
import { testDatabase } from "../../../tests/helpers/database.ts";
import { auditEntries, insertStaff } from "../../../tests/helpers/staff.ts";
import { readScheduleCsv, scheduleCsv, type FileEvent } from "./schedule-csv.server.ts";
import type { ScheduleRefs } from "./schedule-input.server.ts";
import { importSchedule, mayRemove, planImport, previewImport } from "./schedule-import.server.ts";
import { scheduleByCode } from "./schedule-read.server.ts";

const refs: ScheduleRefs = { sports: ["athletics", "judo"], venues: ["stade-pater", "faaa-hall"], delegations: ["TAH", "FIJ"], days: { from: "2027-07-05", to: "2027-08-15" } };
const HEADER = "code,sport,name_fr,gender,format,medal,delegations,phase,number,date,start,end,venue,cancelled";
const ATH = "ATH-100M-M,athletics,100 m hommes,men,individual,yes,TAH FIJ";
const JUD = "JUD-60-M,judo,-60 kg hommes,men,individual,yes,";
const BASE = [HEADER, `${ATH},heats,1,2027-08-02,09:30,10:00,stade-pater,no`, `${ATH},heats,2,2027-08-02,10:30,11:00,stade-pater,no`, `${ATH},final,,2027-08-03,18:00,,stade-pater,no`, `${JUD},,,,,,,`];

async function fileOf(lines: readonly string[]): Promise<FileEvent[]> {
  const read = await readScheduleCsv(Buffer.from(lines.join("\n")), refs);
  if (!read.ok) throw new Error(JSON.stringify(read));
  return read.events;
}

describe("the plan of an import, against the schedule as it is", () => {
  const at = new Date("2027-01-01T00:00:00Z");
  /** The schedule as BASE would have stored it, with ids. */
  async function stored() {
    let id = 0;
    return (await fileOf(BASE)).map(({ input, sessions }, index) => ({
      event: { ...input, id: index + 1, discipline: input.discipline ?? null, delegations: input.delegations ?? [], demo: false, createdAt: at, updatedAt: at },
      sessions: sessions.map(({ input: session }) => ({ ...session, id: ++id, eventId: index + 1, number: session.number ?? null, endsAt: session.endsAt ?? null, cancelled: session.cancelled ?? false, results: null, createdAt: at, updatedAt: at })),
    }));
  }

  it("creates every event of a first import", async () => {
    const plan = planImport(await fileOf(BASE), [], new Set(), true);
    expect(plan.summary).toEqual({ eventsCreated: 2, eventsUpdated: 0, eventsUnchanged: 0, sessionsAdded: 3, sessionsChanged: 0, sessionsRemoved: 0 });
    expect(plan.problems).toEqual([]);
  });

  it("finds nothing to do in the same file again, the delegations' order aside", async () => {
    const again = BASE.map((line) => line.replace("TAH FIJ", "FIJ TAH"));
    expect(planImport(await fileOf(again), await stored(), new Set(), true).summary).toEqual({ eventsCreated: 0, eventsUpdated: 0, eventsUnchanged: 2, sessionsAdded: 0, sessionsChanged: 0, sessionsRemoved: 0 });
  });

  it("updates by code: the event's fields, its sessions matched by stage and number, added, changed and removed", async () => {
    const edited = [
      HEADER,
      `${ATH.replace("100 m hommes", "100 m messieurs")},heats,1,2027-08-02,09:30,10:00,stade-pater,no`,
      `${ATH.replace("100 m hommes", "100 m messieurs")},heats,3,2027-08-02,11:30,,stade-pater,no`,
      `${ATH.replace("100 m hommes", "100 m messieurs")},final,,2027-08-03,18:30,,faaa-hall,yes`,
      `${JUD},final,,2027-08-04,17:00,,faaa-hall,`,
      "TAE-58-W,judo,-58 kg dames,women,individual,yes,,,,,,,,",
    ];
    const plan = planImport(await fileOf(edited), await stored(), new Set(), true);
    expect(plan.summary).toEqual({ eventsCreated: 1, eventsUpdated: 2, eventsUnchanged: 0, sessionsAdded: 2, sessionsChanged: 1, sessionsRemoved: 1 });
    const [athletics, judo, created] = plan.steps;
    expect(athletics).toMatchObject({ eventChanged: true, add: [{ input: { phase: "heats", number: 3 } }], change: [{ before: { phase: "final" }, session: { input: { venue: "faaa-hall", cancelled: true } } }], remove: [{ phase: "heats", number: 2 }] });
    // Only a session of its own changes: the event's fields are as stored.
    expect(judo).toMatchObject({ eventChanged: false, add: [{ input: { phase: "final" } }], change: [], remove: [] });
    expect(created).toMatchObject({ existing: null, eventChanged: true });
  });

  it("refuses to remove a session that holds results, on the event's first line, naming the session", async () => {
    const without = BASE.filter((line) => !line.includes("heats,2"));
    const plan = planImport(await fileOf([...without.slice(0, 1), `${JUD},,,,,,,`, ...without.slice(1, -1)]), await stored(), new Set([2]), true);
    expect(plan.problems).toEqual([{ line: 3, column: null, message: "adminSchedule.import.errors.sessionHasResults", value: "heats 2, 2027-08-02 10:30" }]);
  });

  it("refuses any removal to someone who may not delete, naming each session, and lets the rest through", async () => {
    const without = BASE.filter((line) => !line.includes("heats,2") && !line.includes("final"));
    const plan = planImport(await fileOf(without), await stored(), new Set([3]), false);
    expect(plan.problems).toEqual([
      { line: 2, column: null, message: "adminSchedule.import.errors.removeAdminOnly", value: "heats 2, 2027-08-02 10:30" },
      { line: 2, column: null, message: "adminSchedule.import.errors.removeAdminOnly", value: "final, 2027-08-03 18:00" },
      { line: 2, column: null, message: "adminSchedule.import.errors.sessionHasResults", value: "final, 2027-08-03 18:00" },
    ]);
    expect(planImport(await fileOf(BASE.map((line) => line.replace("10:30,11:00", "10:45,11:15"))), await stored(), new Set(), false)).toMatchObject({ problems: [], summary: { sessionsChanged: 1 } });
    expect(mayRemove("admin")).toBe(true);
    expect(mayRemove("moderator")).toBe(false);
  });
});

describe("importing", () => {
  const database = testDatabase();

  it("writes the file in one go with an audit entry for each change, and a re-import updates without duplicating", async () => {
    const { db } = database;
    const actor = await insertStaff(db, { role: "admin" });
    expect((await previewImport(db, await fileOf(BASE), "admin")).summary.eventsCreated).toBe(2);
    expect(await db.select().from(scheduleEvents)).toEqual([]);

    expect(await importSchedule(db, await fileOf(BASE), actor)).toEqual({ ok: true, summary: { eventsCreated: 2, eventsUpdated: 0, eventsUnchanged: 0, sessionsAdded: 3, sessionsChanged: 0, sessionsRemoved: 0 } });
    const first = await scheduleByCode(db);
    expect(first.map(({ event, sessions }) => [event.code, sessions.map((session) => `${session.phase}${session.number ?? ""}`)])).toEqual([
      ["ATH-100M-M", ["heats1", "heats2", "final"]],
      ["JUD-60-M", []],
    ]);
    expect((await auditEntries(db)).map((entry) => [entry.action, entry.subjectId.split(":")[0]])).toEqual([
      ["create", "event"],
      ["create", "session"],
      ["create", "session"],
      ["create", "session"],
      ["create", "event"],
    ]);

    // Exported and imported again: nothing to change, nothing recorded.
    const exported = await readScheduleCsv(Buffer.from(scheduleCsv(first)), refs);
    expect(exported.ok && (await importSchedule(db, exported.events, actor))).toMatchObject({ ok: true, summary: { eventsUnchanged: 2, eventsCreated: 0, eventsUpdated: 0, sessionsAdded: 0, sessionsChanged: 0, sessionsRemoved: 0 } });
    expect(await auditEntries(db)).toHaveLength(5);

    const edited = BASE.filter((line) => !line.includes("heats,2")).map((line) => line.replace("18:00,,", "18:00,18:30,"));
    // A moderator's import of it removes nothing, and writes nothing of the rest either.
    const moderator = await insertStaff(db);
    expect(await importSchedule(db, await fileOf(edited), moderator)).toEqual({ ok: false, problems: [{ line: 2, column: null, message: "adminSchedule.import.errors.removeAdminOnly", value: "heats 2, 2027-08-02 10:30" }] });
    expect(await auditEntries(db)).toHaveLength(5);
    expect(await importSchedule(db, await fileOf(edited), actor)).toMatchObject({ ok: true, summary: { eventsUnchanged: 1, eventsUpdated: 1, sessionsChanged: 1, sessionsRemoved: 1 } });
    const [athletics] = await scheduleByCode(db, ["ATH-100M-M"]);
    expect(athletics!.event.id).toBe(first[0]!.event.id);
    expect(athletics!.sessions.map((session) => [session.id, session.phase, session.endsAt])).toEqual([
      [first[0]!.sessions[0]!.id, "heats", new Date("2027-08-02T20:00:00Z")],
      [first[0]!.sessions[2]!.id, "final", new Date("2027-08-04T04:30:00Z")],
    ]);
    expect(await db.select().from(scheduleEvents)).toHaveLength(2);
    const entries = (await auditEntries(db)).slice(5);
    expect(entries.map((entry) => [entry.action, entry.subjectLabel])).toEqual([
      ["delete", "ATH-100M-M — heats 2"],
      ["update", "ATH-100M-M — final"],
    ]);
    expect(entries[1]).toMatchObject({ before: { endsAt: null }, after: { endsAt: "2027-08-04T04:30:00.000Z" } });
  });

  it("writes nothing when a session to remove holds results", async () => {
    const { db } = database;
    const actor = await insertStaff(db, { role: "admin" });
    const [final] = await db.select().from(scheduleSessions).where(eq(scheduleSessions.phase, "final"));
    await db.insert(sportsResults).values({ sport: "athletics", event: "100 m", athlete: "Hina", country: "TAH", result: "10.31", date: "2027-08-03", sessionId: final!.id });
    const before = await db.select().from(auditLog);
    const withoutFinal = [HEADER, `${ATH},heats,1,2027-08-02,09:30,10:00,stade-pater,yes`];
    expect(await importSchedule(db, await fileOf(withoutFinal), actor)).toEqual({
      ok: false,
      problems: [{ line: 2, column: null, message: "adminSchedule.import.errors.sessionHasResults", value: "final, 2027-08-03 18:00" }],
    });
    // The heat's cancellation, valid on its own, was not written either.
    const [heat] = await db.select().from(scheduleSessions).where(eq(scheduleSessions.phase, "heats"));
    expect(heat!.cancelled).toBe(false);
    expect(await db.select().from(auditLog)).toHaveLength(before.length);
  });
});
