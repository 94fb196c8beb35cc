import { describe, expect, it } from "vitest";
import type { ScheduleEventRow, ScheduleSessionRow } from "../../../db/schema/schedule.ts";
import { CSV_MAX_BYTES, CSV_MAX_ROWS, SCHEDULE_COLUMNS } from "./schedule-csv-format.ts";
import { readScheduleCsv, scheduleCsv, type ScheduleFile } from "./schedule-csv.server.ts";
import type { ScheduleRefs } from "./schedule-input.server.ts";

const refs: ScheduleRefs = { sports: ["athletics", "judo", "vaa"], venues: ["stade-pater", "faaa-hall"], delegations: ["TAH", "FIJ", "SAM"], days: { from: "2027-07-05", to: "2027-08-15" } };

const HEADER = "code,sport,name_fr,name_en,gender,format,medal,delegations,phase,number,date,start,end,venue,cancelled";
const HEAT_1 = "ATH-100M-M,athletics,100 m hommes,Men's 100 m,men,individual,yes,TAH FIJ,heats,1,2027-08-02,09:30,10:15,stade-pater,no";
const HEAT_2 = "ATH-100M-M,athletics,100 m hommes,Men's 100 m,men,individual,yes,TAH FIJ,heats,2,2027-08-02,10:30,,stade-pater,";
const FINAL = "ATH-100M-M,athletics,100 m hommes,Men's 100 m,men,individual,yes,TAH FIJ,final,,2027-08-03,18:00,18:20,stade-pater,no";
const JUDO = "JUD-60-M,judo,-60 kg hommes,,men,individual,oui,,,,,,,,";

const file = (lines: readonly string[], end = "\n") => Buffer.from(lines.join(end) + end, "utf8");
const read = (lines: readonly string[]) => readScheduleCsv(file(lines), refs);

/** The problems of a refused file as (line, column, message key, value). */
function problemsOf(result: ScheduleFile) {
  expect(result.ok).toBe(false);
  if (result.ok) return [];
  return result.problems.map(({ line, column, message, value }) => [line, column, typeof message === "string" ? message : message.key, value]);
}

function fileProblemsOf(result: ScheduleFile) {
  expect(result.ok).toBe(false);
  if (result.ok) return [];
  return result.fileProblems;
}

describe("a valid file", () => {
  it("gives each event once, from its first line, with its sessions in Tahiti time", async () => {
    const result = await read([HEADER, HEAT_1, JUDO, HEAT_2, FINAL]);
    expect(result).toEqual({
      ok: true,
      events: [
        {
          line: 2,
          input: { code: "ATH-100M-M", sport: "athletics", discipline: null, name: { fr: "100 m hommes", en: "Men's 100 m" }, gender: "men", format: "individual", medal: true, delegations: ["TAH", "FIJ"] },
          sessions: [
            { line: 2, input: { phase: "heats", number: 1, startsAt: new Date("2027-08-02T19:30:00Z"), endsAt: new Date("2027-08-02T20:15:00Z"), venue: "stade-pater", cancelled: false } },
            { line: 4, input: { phase: "heats", number: 2, startsAt: new Date("2027-08-02T20:30:00Z"), endsAt: null, venue: "stade-pater", cancelled: false } },
            { line: 5, input: { phase: "final", number: null, startsAt: new Date("2027-08-04T04:00:00Z"), endsAt: new Date("2027-08-04T04:20:00Z"), venue: "stade-pater", cancelled: false } },
          ],
        },
        { line: 3, input: expect.objectContaining({ code: "JUD-60-M", name: { fr: "-60 kg hommes" }, medal: true, delegations: [] }), sessions: [] },
      ],
    });
  });

  it("reads semicolons, a byte order mark, CRLF, columns in any order and case, and counts a quoted cell's lines", async () => {
    const lines = [
      "Venue;DATE;Start;Phase;Code;Sport;Name_FR;Name_EN;Gender;Format;Medal;Delegations",
      'stade-pater;2027-08-02;9:30;Heats;ath-100m-m;athletics;100 m hommes;"Men\'s\r\n100 m";Men;Individual;true;"TAH, fij;SAM"',
      "faaa-hall;2027-08-05;14:00:00;final;VAA-V6-W;vaa;\"Va'a V6 \"\"500 m\"\" dames\";'=Relay;women;team;0;",
    ];
    const result = await readScheduleCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), file(lines, "\r\n")]), refs);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [athletics, vaa] = result.events;
    expect(athletics).toMatchObject({ line: 2, input: { code: "ATH-100M-M", name: { fr: "100 m hommes", en: "Men's 100 m" }, gender: "men", format: "individual", delegations: ["TAH", "FIJ", "SAM"] } });
    expect(athletics!.sessions[0]).toMatchObject({ line: 2, input: { phase: "heats", number: null, startsAt: new Date("2027-08-02T19:30:00Z") } });
    // The quoted cell holds a line break: the next row starts on line 4, not 3.
    expect(vaa).toMatchObject({ line: 4, input: { code: "VAA-V6-W", name: { fr: 'Va\'a V6 "500 m" dames', en: "=Relay" }, medal: false }, sessions: [{ line: 4, input: { startsAt: new Date("2027-08-06T00:00:00Z") } }] });
  });

  it("counts lines after a blank line and a line of empty cells, and reads a line break inside a cell as a space", async () => {
    const result = await read([HEADER, HEAT_1, "", ",,,,,,,,,,,,,,", '"JUD-60-M",judo,"-60 kg\nhommes",,men,individual,no,,,,,,,,', FINAL.replace("stade-pater", "faaa-hall")]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events.map((event) => [event.input.code, event.line, event.sessions.map((session) => session.line)])).toEqual([
      ["ATH-100M-M", 2, [2, 7]],
      ["JUD-60-M", 5, []],
    ]);
    expect(result.events[1]!.input.name).toEqual({ fr: "-60 kg hommes" });
  });

  it("reads an end on another day, as the export writes one", async () => {
    const result = await read([HEADER, HEAT_1.replace(",10:15,", ",2027-08-03 00:30,")]);
    expect(result.ok && result.events[0]!.sessions[0]!.input.endsAt).toEqual(new Date("2027-08-03T10:30:00Z"));
  });
});

describe("a bad row", () => {
  it.each([
    ["an unknown sport", { sport: "curling" }, "sport", "adminSchedule.import.errors.unknownValue"],
    ["an unknown venue", { venue: "bora-bora" }, "venue", "adminSchedule.import.errors.unknownValue"],
    ["an unknown phase", { phase: "warmup" }, "phase", "adminSchedule.import.errors.unknownValue"],
    ["an unknown gender", { gender: "both" }, "gender", "adminSchedule.import.errors.unknownValue"],
    ["an unknown delegation", { delegations: "TAH XYZ" }, "delegations", "adminSchedule.import.errors.unknownValue"],
    ["a date that does not exist", { date: "2027-02-30" }, "date", "adminSchedule.import.errors.date"],
    ["a date written otherwise", { date: "02/08/2027" }, "date", "adminSchedule.import.errors.date"],
    ["a missing date", { date: "" }, "date", "forms.errors.required"],
    ["a bad start time", { start: "25:00" }, "start", "adminSchedule.import.errors.time"],
    ["a bad end time", { end: "10h15" }, "end", "adminSchedule.import.errors.time"],
    ["an end before the start", { end: "09:00" }, "end", "adminSchedule.errors.endBeforeStart"],
    ["an end at the start", { end: "09:30" }, "end", "adminSchedule.errors.endBeforeStart"],
    ["a bad code", { code: "100 m!" }, "code", "adminSchedule.errors.codeFormat"],
    ["a missing code", { code: "" }, "code", "forms.errors.required"],
    ["a missing French name", { name_fr: "" }, "name_fr", "forms.errors.required"],
    ["a name too long", { name_fr: "x".repeat(121) }, "name_fr", "forms.errors.tooLong"],
    ["a number out of range", { number: "100" }, "number", "adminContent.errors.tooBig"],
    ["a number that is not one", { number: "two" }, "number", "adminContent.errors.integer"],
    ["a medal neither yes nor no", { medal: "maybe" }, "medal", "adminSchedule.import.errors.yesNo"],
    ["a cancellation neither yes nor no", { cancelled: "perhaps" }, "cancelled", "adminSchedule.import.errors.yesNo"],
    ["an invisible character", { name_en: "Men\u0007s" }, "name_en", "adminSchedule.import.errors.controlCharacters"],
    ["a day before the Games and their test events", { date: "2027-07-04" }, "date", "adminSchedule.errors.outsideGames"],
    ["a year mistyped", { date: "2072-08-02" }, "date", "adminSchedule.errors.outsideGames"],
    ["an end on a day after the Games", { end: "2027-08-16 00:30" }, "end", "adminSchedule.errors.outsideGames"],
  ])("%s is refused on its line and column, with the value as typed", async (_, change, column, message) => {
    const columns = HEADER.split(",");
    const cells = HEAT_1.split(",");
    for (const [name, value] of Object.entries(change)) cells[columns.indexOf(name)] = value;
    const bad = cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(",");
    const result = await read([HEADER, FINAL, bad]);
    const value = (change as Record<string, string>)[column]!.replace("\u0007", "\uFFFD");
    expect(problemsOf(result)).toContainEqual([3, column, message, value]);
    expect(result.ok === false && result.problems.every((problem) => problem.line === 3)).toBe(true);
  });

  it("says the Games' days when refusing a session outside them, and takes one on their first and last day", async () => {
    const result = await read([HEADER, HEAT_1.replace("2027-08-02", "2027-09-02")]);
    expect(result.ok === false && result.problems).toEqual([{ line: 2, column: "date", message: { key: "adminSchedule.errors.outsideGames", values: { from: "2027-07-05", to: "2027-08-15" } }, value: "2027-09-02" }]);
    expect((await read([HEADER, HEAT_1.replace("2027-08-02", "2027-07-05"), HEAT_2.replace("2027-08-02", "2027-08-15")])).ok).toBe(true);
  });

  it("lists every problem of every row, so that the file is fixed in one go", async () => {
    const result = await read([HEADER, HEAT_1.replace("athletics", "curling").replace("stade-pater", "moon").replace("10:15", "09:15"), FINAL, JUDO.replace("judo", "sumo")]);
    expect(problemsOf(result)).toEqual([
      [2, "sport", "adminSchedule.import.errors.unknownValue", "curling"],
      [2, "venue", "adminSchedule.import.errors.unknownValue", "moon"],
      [2, "end", "adminSchedule.errors.endBeforeStart", "09:15"],
      [4, "sport", "adminSchedule.import.errors.unknownValue", "sumo"],
    ]);
  });

  it("is refused when it repeats its event otherwise than the event's first line, naming that line and the column", async () => {
    const result = await read([HEADER, HEAT_1, JUDO, HEAT_2.replace("Men's 100 m", "100 m (men)"), FINAL.replace("TAH FIJ", '"FIJ,TAH"')]);
    expect(problemsOf(result)).toEqual([[4, "name_en", "adminSchedule.import.errors.eventMismatch", "100 m (men)"]]);
    expect(result.ok === false && result.problems[0]!.message).toEqual({ key: "adminSchedule.import.errors.eventMismatch", values: { line: 2 } });
  });

  it("is refused when its event already has that stage and number, naming the first line", async () => {
    const result = await read([HEADER, HEAT_1, FINAL, HEAT_1.replace("09:30,10:15", "11:00,11:30")]);
    expect(problemsOf(result)).toEqual([[4, "phase", "adminSchedule.import.errors.duplicateSession", "heats"]]);
    expect(result.ok === false && result.problems[0]!.message).toEqual({ key: "adminSchedule.import.errors.duplicateSession", values: { line: 2 } });
    // A stage without a number, twice, is the same stage.
    expect(problemsOf(await read([HEADER, FINAL, FINAL.replace("18:00,18:20", "19:00,19:20")]))).toEqual([[3, "phase", "adminSchedule.import.errors.duplicateSession", "final"]]);
  });

  it("is refused when it has more cells than the header has columns", async () => {
    expect(problemsOf(await read([HEADER, `${HEAT_1},surplus`]))).toEqual([[2, null, "adminSchedule.import.errors.extraCells", "surplus"]]);
    // A separator after the last cell, as some spreadsheets write, is no cell.
    expect((await await read([HEADER, `${HEAT_1},`])).ok).toBe(true);
  });
});

describe("a bad file", () => {
  it("is refused for an unknown column, a missing required one or one twice, all said at once", async () => {
    const header = HEADER.replace("name_en", "nom_en").replace(",venue", "").replace("medal", "medal,Medal");
    expect(fileProblemsOf(await read([header, HEAT_1]))).toEqual([
      { line: 1, message: { key: "adminSchedule.import.errors.unknownColumn", values: { column: "nom_en" } } },
      { line: 1, message: { key: "adminSchedule.import.errors.duplicateColumn", values: { column: "medal" } } },
      { line: 1, message: { key: "adminSchedule.import.errors.missingColumn", values: { column: "venue" } } },
    ]);
  });

  it("is refused when empty, with only its header, or with more rows than allowed", async () => {
    expect(fileProblemsOf(await readScheduleCsv(Buffer.alloc(0), refs))).toEqual([{ line: null, message: "adminSchedule.import.errors.empty" }]);
    expect(fileProblemsOf(await readScheduleCsv(Buffer.from("\uFEFF \r\n\r\n"), refs))).toEqual([{ line: null, message: "adminSchedule.import.errors.empty" }]);
    expect(fileProblemsOf(await read([HEADER]))).toEqual([{ line: 2, message: "adminSchedule.import.errors.noRows" }]);
    const many = Array.from({ length: CSV_MAX_ROWS + 1 }, (_, index) => JUDO.replace("JUD-60-M", `JUD-${index}`));
    expect(fileProblemsOf(await read([HEADER, ...many]))).toEqual([{ line: null, message: { key: "adminSchedule.import.errors.tooManyRows", values: { limit: CSV_MAX_ROWS } } }]);
    expect((await await read([HEADER, ...many.slice(1)])).ok).toBe(true);
  });

  it("is refused when larger than allowed, or not a CSV file in UTF-8", async () => {
    expect(fileProblemsOf(await readScheduleCsv(Buffer.alloc(CSV_MAX_BYTES + 1, "a"), refs))).toEqual([{ line: null, message: { key: "adminSchedule.import.errors.tooLarge", values: { limit: 1 } } }]);
    // A spreadsheet's own format is a zip archive; Latin-1 is what an old "CSV" save writes.
    expect(fileProblemsOf(await readScheduleCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), refs))).toEqual([{ line: null, message: "adminSchedule.import.errors.notCsv" }]);
    expect(fileProblemsOf(await readScheduleCsv(Buffer.from(`${HEADER}\n${HEAT_1.replace("hommes", "hommes \u00e9")}\n`, "latin1"), refs))).toEqual([{ line: null, message: "adminSchedule.import.errors.notCsv" }]);
  });

  it("is refused on the line of a quote left open or misplaced", async () => {
    expect(fileProblemsOf(await read([HEADER, HEAT_1, FINAL.replace("100 m hommes", '"100 m hommes'), JUDO]))).toEqual([{ line: 3, message: "adminSchedule.import.errors.quoteNotClosed" }]);
    expect(fileProblemsOf(await read([HEADER, HEAT_1, "", FINAL.replace("100 m hommes", '100 m "hommes"')]))).toEqual([{ line: 4, message: "adminSchedule.import.errors.quotes" }]);
  });
});

describe("the export", () => {
  const at = new Date("2027-01-01T00:00:00Z");
  const event = (id: number, values: Partial<ScheduleEventRow>): ScheduleEventRow => ({
    id,
    code: `EV-${id}`,
    sport: "athletics",
    discipline: null,
    name: { fr: `Épreuve ${id}` },
    gender: "men",
    format: "individual",
    medal: true,
    delegations: [],
    demo: false,
    createdAt: at,
    updatedAt: at,
    ...values,
  });
  const session = (id: number, eventId: number, values: Partial<ScheduleSessionRow>): ScheduleSessionRow => ({
    id,
    eventId,
    phase: "final",
    number: null,
    startsAt: new Date("2027-08-02T19:30:00Z"),
    endsAt: null,
    venue: "stade-pater",
    cancelled: false,
    results: null,
    createdAt: at,
    updatedAt: at,
    ...values,
  });
  const schedule = [
    {
      event: event(1, { code: "ATH-4X100-X", discipline: { fr: "Para-athlétisme", en: "Para athletics" }, name: { fr: "=4 × 100 m, \"mixte\"", en: "Mixed 4 × 100 m relay", ja: "4×100mリレー" }, gender: "mixed", format: "team", delegations: ["TAH", "FIJ"] }),
      sessions: [
        session(1, 1, { phase: "heats", number: 1, endsAt: new Date("2027-08-02T20:00:00Z") }),
        session(2, 1, { phase: "final", startsAt: new Date("2027-08-04T09:30:00Z"), endsAt: new Date("2027-08-04T10:30:00Z"), venue: "faaa-hall", cancelled: true }),
      ],
    },
    { event: event(2, { code: "JUD-60-M", sport: "judo", medal: false }), sessions: [] },
  ];

  it("writes every column, one row per session, the event's columns on each, an event without sessions on one row", async () => {
    const csv = scheduleCsv(schedule);
    const lines = csv.split("\r\n");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(lines[0]).toBe(`\uFEFF${SCHEDULE_COLUMNS.map((column) => `"${column}"`).join(",")}`);
    expect(lines[1]).toBe(
      '"ATH-4X100-X","athletics","Para-athlétisme","Para athletics","","","","","\'=4 × 100 m, ""mixte""","Mixed 4 × 100 m relay","","","","4×100mリレー","mixed","team","yes","TAH FIJ","heats","1","2027-08-02","09:30","10:00","stade-pater","no"',
    );
    // The final ends past midnight in Tahiti: its end says its day.
    expect(lines[2]).toMatch(/"final","","2027-08-03","23:30","2027-08-04 00:30","faaa-hall","yes"$/);
    expect(lines[3]).toMatch(/^"JUD-60-M","judo",.*"men","individual","no","","","","","","","",""$/);
    expect(lines).toHaveLength(5);
  });

  it("imports back as it was", async () => {
    const result = await readScheduleCsv(Buffer.from(scheduleCsv(schedule), "utf8"), refs);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events.map(({ input, sessions }) => ({ input, sessions: sessions.map((entry) => entry.input) }))).toEqual(
      schedule.map(({ event, sessions }) => ({
        input: { code: event.code, sport: event.sport, discipline: event.discipline, name: event.name, gender: event.gender, format: event.format, medal: event.medal, delegations: event.delegations },
        sessions: sessions.map(({ phase, number, startsAt, endsAt, venue, cancelled }) => ({ phase, number, startsAt, endsAt, venue, cancelled })),
      })),
    );
  });
});
