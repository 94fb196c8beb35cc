import { CsvError, parse } from "csv-parse";
import type { ContentFormValues, LocalizedValue } from "~/domain/content/fields.ts";
import { eventLoopBreaks } from "~/platform/async/event-loop-breaks.ts";
import { rearmedCell, toCsv, type CsvCell } from "~/platform/csv/csv.ts";
import type { FormMessage } from "~/platform/forms/form-result.ts";
import { isCalendarDate } from "~/platform/i18n/calendar-date.ts";
import { LOCALES } from "~/platform/i18n/locales.ts";
import { toTahitiWallClock } from "../../../vocabulary/tahiti-time.ts";
import type { ScheduleEventRow, ScheduleSessionRow } from "../../../db/schema/schedule.ts";
import { CSV_MAX_BYTES, CSV_MAX_ROWS, EVENT_COLUMNS, REQUIRED_COLUMNS, SCHEDULE_COLUMNS, SESSION_COLUMNS, type EventColumn, type ScheduleColumn } from "./schedule-csv-format.ts";
import { normalizeCode, parseEventValues, parseSessionValues, type EventInput, type ScheduleRefs, type SessionInput } from "./schedule-input.server.ts";

// The organisers' spreadsheet as a CSV file (issue 22): one row per session, the event's columns
// repeated on each of its rows. A row is turned into the values the back office's forms post, so
// that it goes through the very checks of a form (schedule-input.server.ts), with their messages.

/** A problem of one row: its line in the file (a quoted cell's line breaks count), the column, and the cell as typed. */
export interface RowProblem {
  line: number;
  column: ScheduleColumn | null;
  message: FormMessage;
  value: string;
}

/** A problem of the whole file (its size, its encoding, its header), with its line when it has one. */
export interface FileProblem {
  line: number | null;
  message: FormMessage;
}

export interface FileSession {
  line: number;
  input: SessionInput;
}

/** An event of the file: its first line, what to store, and its sessions in the file's order. */
export interface FileEvent {
  line: number;
  input: EventInput;
  sessions: FileSession[];
}

export type ScheduleFile = { ok: true; events: FileEvent[] } | { ok: false; fileProblems: FileProblem[]; problems: RowProblem[] };

const BOM = [0xef, 0xbb, 0xbf];
const YES = new Set(["yes", "oui", "true", "1"]);
const NO = new Set(["no", "non", "false", "0", ""]);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Spreadsheets write 9:30 or 09:30:00 as readily as 09:30.
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::00)?$/;
// An end on another day than the start, as the export writes one (a session past midnight).
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T]([01]?\d|2[0-3]):([0-5]\d)(?::00)?$/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /\r\n|\r|\n/g;

const problemOnly = (message: FormMessage, line: number | null = null): ScheduleFile => ({ ok: false, fileProblems: [{ line, message }], problems: [] });

/** The line of each offset of the file, counted forward as the parser goes (CRLF, LF or CR each end a line). */
function lineCounter(bytes: Uint8Array) {
  let offset = 0;
  let line = 1;
  return (to: number): number => {
    for (; offset < to; offset++) {
      const byte = bytes[offset];
      if (byte === 0x0a || (byte === 0x0d && bytes[offset + 1] !== 0x0a)) line++;
    }
    return line;
  };
}

function lineBreaks(text: string): number {
  return text.match(LINE_BREAK)?.length ?? 0;
}

/** The file's list separator: a semicolon when its header has more of them than commas (French Excel). */
function delimiterOf(text: string): "," | ";" {
  const header = text.slice(0, text.search(/[\r\n]|$/));
  const count = (char: string) => header.split(char).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

/** A quoting mistake, said in the editor's language (the parser's own message is in English). */
function parseProblem(error: unknown, line: number): FileProblem {
  const code = error instanceof CsvError ? error.code : undefined;
  if (code === "CSV_QUOTE_NOT_CLOSED") return { line, message: "adminSchedule.import.errors.quoteNotClosed" };
  return { line, message: "adminSchedule.import.errors.quotes" };
}

interface CsvRecord {
  line: number;
  cells: string[];
}

/** How much of the file the parser is given between two of the event loop's turns. */
const CHUNK_BYTES = 16 * 1024;

/**
 * The file's records with the line each starts on, blank ones left out; or the problem that stopped
 * the reading. The parser is given the file a chunk at a time, `pause` awaited in between, so that a
 * large file does not hold the server up while it is read.
 */
async function records(bytes: Uint8Array, delimiter: string, pause: () => Promise<void>): Promise<{ ok: true; records: CsvRecord[] } | { ok: false; problem: FileProblem }> {
  const lineAt = lineCounter(bytes);
  const found: CsvRecord[] = [];
  let end = 0;
  let failure: unknown = null;
  const tooMany = () => found.length > CSV_MAX_ROWS + 1;
  const parser = parse({
    delimiter,
    record_delimiter: ["\r\n", "\n", "\r"],
    relax_column_count: true,
    skip_empty_lines: true,
    on_record: (cells: string[], { bytes: recordEnd }) => {
      // Past the limit, the rest of the file is not worth reading: the file is refused for its size.
      if (tooMany()) return null;
      // The record ends after its line break, if it has one: its last line is the one before.
      const closed = bytes[recordEnd - 1] === 0x0a || bytes[recordEnd - 1] === 0x0d;
      const last = lineAt(recordEnd) - (closed ? 1 : 0);
      end = recordEnd;
      // A row of empty cells is what a spreadsheet writes for a line left blank.
      if (cells.every((cell) => cell.trim() === "")) return null;
      found.push({ line: last - cells.reduce((sum, cell) => sum + lineBreaks(cell), 0), cells });
      return null;
    },
  });
  const finished = new Promise<void>((resolve) => {
    parser.on("finish", resolve);
    parser.on("error", (error) => {
      failure ??= error;
      resolve();
    });
  });
  // Every record is taken in on_record: nothing is read from the parser's other end.
  parser.resume();
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at < buffer.byteLength && failure === null && !tooMany(); at += CHUNK_BYTES) {
    parser.write(buffer.subarray(at, at + CHUNK_BYTES));
    await pause();
  }
  if (failure === null) parser.end();
  await finished;
  if (failure !== null && !tooMany()) {
    // The record that failed starts at the first line after the last one read that is not blank.
    let start = end;
    while (bytes[start] === 0x0a || bytes[start] === 0x0d) start++;
    return { ok: false, problem: parseProblem(failure, lineAt(start)) };
  }
  return { ok: true, records: found };
}

type Cells = { [C in ScheduleColumn]: string };

/** A cell as the checks read it: disarmed formulas rearmed, trimmed, a spreadsheet's line break inside it a space. */
function cleaned(raw: string): string {
  return raw.replace(/\s*[\r\n]+\s*/g, " ").trim();
}

function yesNo(value: string): "on" | "" | null {
  const word = value.toLowerCase();
  if (YES.has(word)) return "on";
  if (NO.has(word)) return "";
  return null;
}

/** The time of a cell as a wall clock (09:30), or null. */
function wallTime(value: string): string | null {
  const match = TIME.exec(value);
  return match ? `${match[1]!.padStart(2, "0")}:${match[2]}` : null;
}

/** What a field's check names in the form (`name.fr`), as the file names it (`name_fr`). */
function columnOf(control: string): ScheduleColumn {
  return control.replace(".", "_") as ScheduleColumn;
}

/** A form check's message, said for a file where it would say it otherwise for a form. */
function fileMessage(message: FormMessage): FormMessage {
  const key = typeof message === "string" ? message : message.key;
  // A form's list cannot hold an unknown value; a file's cell can, and the page lists the ones it may.
  if (key === "forms.errors.choice") return "adminSchedule.import.errors.unknownValue";
  if (key === "adminContent.errors.date") return "adminSchedule.import.errors.date";
  return message;
}

/** What a row's event columns send, as the event form would. */
function eventValues(cells: Cells): ContentFormValues {
  const values: ContentFormValues = {
    code: cells.code,
    sport: cells.sport,
    gender: cells.gender.toLowerCase(),
    format: cells.format.toLowerCase(),
    medal: yesNo(cells.medal) ?? "",
    delegations: cells.delegations
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((code) => code.toUpperCase())
      .join("\n"),
  };
  for (const locale of LOCALES) {
    values[`discipline.${locale}`] = cells[`discipline_${locale}`];
    values[`name.${locale}`] = cells[`name_${locale}`];
  }
  return values;
}

/** An event's columns as a row of the file would write them, to find where two rows of one code differ. */
function eventColumns(input: EventInput): { [C in EventColumn]: string } {
  const columns = {
    code: input.code,
    sport: input.sport,
    gender: input.gender,
    format: input.format,
    medal: input.medal ? "yes" : "no",
    delegations: [...(input.delegations ?? [])].sort().join(" "),
  } as { [C in EventColumn]: string };
  for (const locale of LOCALES) {
    columns[`discipline_${locale}`] = input.discipline?.[locale] ?? "";
    columns[`name_${locale}`] = (input.name as LocalizedValue)[locale] ?? "";
  }
  return columns;
}

type RowCheck<T> = { ok: true; input: T } | { ok: false; problems: Partial<Record<ScheduleColumn, FormMessage>> };

function checkEvent(cells: Cells, refs: ScheduleRefs): RowCheck<EventInput> {
  const problems: Partial<Record<ScheduleColumn, FormMessage>> = {};
  if (yesNo(cells.medal) === null) problems.medal = "adminSchedule.import.errors.yesNo";
  const parsed = parseEventValues(eventValues(cells), refs);
  if (!parsed.ok) for (const [control, message] of Object.entries(parsed.fieldErrors)) problems[columnOf(control)] ??= fileMessage(message!);
  return parsed.ok && Object.keys(problems).length === 0 ? parsed : { ok: false, problems };
}

function checkSession(cells: Cells, refs: ScheduleRefs): RowCheck<SessionInput> {
  const problems: Partial<Record<ScheduleColumn, FormMessage>> = {};
  const cancelled = yesNo(cells.cancelled);
  if (cancelled === null) problems.cancelled = "adminSchedule.import.errors.yesNo";
  if (cells.date === "") problems.date = "forms.errors.required";
  else if (!DATE.test(cells.date) || !isCalendarDate(cells.date)) problems.date = "adminSchedule.import.errors.date";
  const start = wallTime(cells.start);
  if (cells.start === "") problems.start = "forms.errors.required";
  else if (!start) problems.start = "adminSchedule.import.errors.time";
  let end = "";
  if (cells.end !== "") {
    const time = wallTime(cells.end);
    const other = DATE_TIME.exec(cells.end);
    if (time) end = `${cells.date}T${time}`;
    else if (other && isCalendarDate(other[1]!)) end = `${other[1]}T${other[2]!.padStart(2, "0")}:${other[3]}`;
    else problems.end = "adminSchedule.import.errors.time";
  }
  const parsed = parseSessionValues(
    { phase: cells.phase.toLowerCase(), number: cells.number, start: `${cells.date}T${start ?? ""}`, end, venue: cells.venue, cancelled: cancelled ?? "" },
    refs,
  );
  // A start or end refused because its date or time is already said to be wrong says nothing more.
  const timesSaid = problems.date !== undefined || problems.start !== undefined || problems.end !== undefined;
  if (!parsed.ok) {
    for (const [control, message] of Object.entries(parsed.fieldErrors)) {
      if ((control === "start" || control === "end") && timesSaid) continue;
      // A start outside the Games is its day's mistake, which the file gives in a column of its own;
      // an end that is outside too because it is on that day says nothing more.
      const outside = typeof message === "object" && message.key === "adminSchedule.errors.outsideGames";
      if (outside && control === "end" && problems.date !== undefined && wallTime(cells.end) !== null) continue;
      problems[outside && control === "start" ? "date" : columnOf(control)] ??= fileMessage(message!);
    }
    // The form says an end before the start only once the rest is right; a file's row says it at once.
    // Wall-clock times in one format compare as text.
    if (!timesSaid && end !== "" && end <= `${cells.date}T${start}`) problems.end ??= "adminSchedule.errors.endBeforeStart";
  }
  return parsed.ok && Object.keys(problems).length === 0 ? parsed : { ok: false, problems };
}

/** The cell as typed, for the problems' table: its invisible characters made visible, and not too long to show. */
function shownValue(raw: string): string {
  // eslint-disable-next-line no-control-regex -- the same characters as CONTROL, everywhere in the cell
  const visible = raw.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "\uFFFD");
  return visible.length > 200 ? `${visible.slice(0, 199)}…` : visible;
}

/** The header's columns by position (null for an unnamed one), or the file's problems with it. */
function readHeader(header: CsvRecord, rows: readonly CsvRecord[]): { ok: true; columns: (ScheduleColumn | null)[] } | { ok: false; problems: FileProblem[] } {
  const problems: FileProblem[] = [];
  const columns: (ScheduleColumn | null)[] = [];
  const seen = new Set<string>();
  header.cells.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    if (name === "") {
      // A spreadsheet may write a separator past the last column; a column of values needs its name.
      if (rows.some((row) => (row.cells[index] ?? "").trim() !== "")) problems.push({ line: header.line, message: { key: "adminSchedule.import.errors.unnamedColumn", values: { position: index + 1 } } });
      columns.push(null);
      return;
    }
    if (!(SCHEDULE_COLUMNS as readonly string[]).includes(name)) problems.push({ line: header.line, message: { key: "adminSchedule.import.errors.unknownColumn", values: { column: shownValue(cell.trim()) } } });
    else if (seen.has(name)) problems.push({ line: header.line, message: { key: "adminSchedule.import.errors.duplicateColumn", values: { column: name } } });
    seen.add(name);
    columns.push(name as ScheduleColumn);
  });
  for (const column of REQUIRED_COLUMNS) {
    if (!seen.has(column)) problems.push({ line: header.line, message: { key: "adminSchedule.import.errors.missingColumn", values: { column } } });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, columns };
}

/**
 * Reads the organisers' CSV file and checks every row as the forms check an event and a session
 * (`refs`: the sports, venues and delegations it may name, the Games' days): the events to import
 * with their sessions, or every problem found, each on its line, so that the file can be fixed in one
 * go. The reading gives the event loop a turn every few milliseconds: other requests are answered
 * while a large file is checked.
 */
export async function readScheduleCsv(file: Uint8Array, refs: ScheduleRefs): Promise<ScheduleFile> {
  const pause = eventLoopBreaks();
  if (file.byteLength > CSV_MAX_BYTES) return problemOnly({ key: "adminSchedule.import.errors.tooLarge", values: { limit: CSV_MAX_BYTES / 1024 / 1024 } });
  const bytes = BOM.every((byte, index) => file[index] === byte) ? file.subarray(BOM.length) : file;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return problemOnly("adminSchedule.import.errors.notCsv");
  }
  // A spreadsheet's own format, a picture or a PDF: binary, which no CSV file is.
  if (text.includes("\u0000")) return problemOnly("adminSchedule.import.errors.notCsv");
  if (text.trim() === "") return problemOnly("adminSchedule.import.errors.empty");

  const read = await records(bytes, delimiterOf(text), pause);
  if (!read.ok) return { ok: false, fileProblems: [read.problem], problems: [] };
  const [header, ...rows] = read.records;
  if (!header) return problemOnly("adminSchedule.import.errors.empty");
  if (rows.length > CSV_MAX_ROWS) return problemOnly({ key: "adminSchedule.import.errors.tooManyRows", values: { limit: CSV_MAX_ROWS } });
  const head = readHeader(header, rows);
  if (!head.ok) return { ok: false, fileProblems: head.problems, problems: [] };
  if (rows.length === 0) return problemOnly("adminSchedule.import.errors.noRows", header.line + 1);

  const problems: RowProblem[] = [];
  // An event whose first row is refused keeps its place (input null), so that its other rows name that line.
  const events = new Map<string, Omit<FileEvent, "input"> & { input: EventInput | null }>();
  const stages = new Map<string, number>();
  for (const row of rows) {
    await pause();
    const raw = Object.fromEntries(SCHEDULE_COLUMNS.map((column) => [column, ""])) as Cells;
    const found: RowProblem[] = [];
    const problem = (column: ScheduleColumn | null, message: FormMessage, value = column ? raw[column] : "") => found.push({ line: row.line, column, message, value: shownValue(value) });
    row.cells.forEach((cell, index) => {
      const column = head.columns[index];
      if (column) raw[column] = rearmedCell(cell);
      else if (cell.trim() !== "") problem(null, index >= head.columns.length ? "adminSchedule.import.errors.extraCells" : { key: "adminSchedule.import.errors.unnamedColumn", values: { position: index + 1 } }, cell);
    });
    for (const column of SCHEDULE_COLUMNS) if (CONTROL.test(raw[column])) problem(column, "adminSchedule.import.errors.controlCharacters");
    const cells = Object.fromEntries(SCHEDULE_COLUMNS.map((column) => [column, cleaned(raw[column])])) as Cells;

    const event = checkEvent(cells, refs);
    if (!event.ok) for (const [column, message] of Object.entries(event.problems)) problem(column as ScheduleColumn, message!);
    // "Cancelled: no" on an event's own row says nothing of a session.
    const hasSession = SESSION_COLUMNS.some((column) => cells[column] !== "" && !(column === "cancelled" && yesNo(cells.cancelled) === ""));
    const session = hasSession ? checkSession(cells, refs) : null;
    if (session && !session.ok) for (const [column, message] of Object.entries(session.problems)) problem(column as ScheduleColumn, message!);

    const code = normalizeCode(cells.code);
    const first = events.get(code);
    if (!first) events.set(code, { line: row.line, input: event.ok ? event.input : null, sessions: [] });
    else if (event.ok && first.input) {
      const [mine, theirs] = [eventColumns(event.input), eventColumns(first.input)];
      const differs = EVENT_COLUMNS.find((column) => mine[column] !== theirs[column]);
      if (differs) problem(differs, { key: "adminSchedule.import.errors.eventMismatch", values: { line: first.line } });
    }
    if (session?.ok && event.ok) {
      const stage = `${code}\u0000${session.input.phase}\u0000${session.input.number ?? ""}`;
      const earlier = stages.get(stage);
      if (earlier !== undefined) problem("phase", { key: "adminSchedule.import.errors.duplicateSession", values: { line: earlier } });
      else stages.set(stage, row.line);
    }
    if (found.length > 0) problems.push(...found);
    else if (session?.ok) events.get(code)!.sessions.push({ line: row.line, input: session.input });
  }
  if (problems.length > 0) return { ok: false, fileProblems: [], problems };
  // With no problem, every event's first row was read.
  return { ok: true, events: [...events.values()] as FileEvent[] };
}

/** An event's columns as the file writes them. */
function eventCells(event: ScheduleEventRow): CsvCell[] {
  return [
    event.code,
    event.sport,
    ...LOCALES.map((locale) => event.discipline?.[locale] ?? ""),
    ...LOCALES.map((locale) => event.name[locale] ?? ""),
    event.gender,
    event.format,
    event.medal ? "yes" : "no",
    event.delegations.join(" "),
  ];
}

/** A session's columns as the file writes them: its day and times in Tahiti, the end's day too when it is another. */
function sessionCells(session: ScheduleSessionRow): CsvCell[] {
  const start = toTahitiWallClock(session.startsAt);
  const end = session.endsAt ? toTahitiWallClock(session.endsAt) : null;
  const endCell = end === null ? "" : end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end.replace("T", " ");
  return [session.phase, session.number, start.slice(0, 10), start.slice(11), endCell, session.venue, session.cancelled ? "yes" : "no"];
}

/**
 * The schedule as the organisers' file, which imports back as it is: every column, one row per
 * session (an event without sessions has one row without them), comma-separated.
 */
export function scheduleCsv(schedule: readonly { event: ScheduleEventRow; sessions: readonly ScheduleSessionRow[] }[]): string {
  const rows: CsvCell[][] = [[...SCHEDULE_COLUMNS]];
  for (const { event, sessions } of schedule) {
    if (sessions.length === 0) rows.push([...eventCells(event), ...SESSION_COLUMNS.map(() => "")]);
    for (const session of sessions) rows.push([...eventCells(event), ...sessionCells(session)]);
  }
  return toCsv(rows, ",");
}
