import { MEDALS, type Medal } from "../../../vocabulary/results-keys.ts";
import type { MedalOrder } from "./medal-table.ts";

/** A medal as recorded: one medalled result line. */
export interface MedalLine {
  id: number;
  sport: string;
  event: string;
  /** The athlete, or the team's name for a team event. */
  athlete: string;
  /** The delegation's code. */
  country: string;
  medal: Medal;
  /** The Tahiti day the medal was won (YYYY-MM-DD). */
  date: string;
  rank: number | null;
}

/** Which medals a view counts: a sport's, a day's, a delegation's; no filter counts them all. */
export interface MedalFilter {
  sport?: string;
  day?: string;
  delegation?: string;
}

/** The medal table's view (/medals): its order and the medals it counts. */
export interface MedalTableView extends Omit<MedalFilter, "delegation"> {
  order: MedalOrder;
}

/** The medals a view counts. */
export function filterMedals<Line extends Pick<MedalLine, "sport" | "date" | "country">>(lines: readonly Line[], { sport, day, delegation }: MedalFilter): Line[] {
  return lines.filter((line) => (!sport || line.sport === sport) && (!day || line.date === day) && (!delegation || line.country === delegation));
}

/** Every calendar day from `start` to `end` (YYYY-MM-DD), both included; none when they are not in order. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let day = Date.parse(`${start}T00:00:00Z`); day <= last; day += 86_400_000) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

/**
 * The days a visitor can pick, in order: the Games' days, and any other day a medal was won on (an
 * event held before the opening). A medal view of a Games day without medals yet is an empty table.
 */
export function medalDays(gamesDays: readonly string[], lines: readonly Pick<MedalLine, "date">[]): string[] {
  return [...new Set([...gamesDays, ...lines.map((line) => line.date)])].sort();
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const medalPlace = (medal: Medal) => MEDALS.indexOf(medal);

/** One event's medals on one day, gold first. */
export interface EventMedals<Line extends MedalLine = MedalLine> {
  sport: string;
  event: string;
  lines: Line[];
}

/** One day's medals, event by event. */
export interface DayMedals<Line extends MedalLine = MedalLine> {
  day: string;
  events: EventMedals<Line>[];
}

/**
 * The medallists list: the newest day first; within a day each event's medals together, the events by
 * sport then name (in code-point order, as every results list: result-order.server.ts), and within an
 * event gold, silver, then bronze (both bronzes of a combat sport's event by their rank, then as recorded).
 */
export function groupMedallists<Line extends MedalLine>(lines: readonly Line[]): DayMedals<Line>[] {
  const sorted = [...lines].sort(
    (a, b) =>
      byCodePoint(b.date, a.date) ||
      byCodePoint(a.sport, b.sport) ||
      byCodePoint(a.event, b.event) ||
      medalPlace(a.medal) - medalPlace(b.medal) ||
      (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) ||
      a.id - b.id,
  );
  const days: DayMedals<Line>[] = [];
  for (const line of sorted) {
    let day = days.at(-1);
    if (day?.day !== line.date) days.push((day = { day: line.date, events: [] }));
    let event = day.events.at(-1);
    if (event?.sport !== line.sport || event.event !== line.event) day.events.push((event = { sport: line.sport, event: line.event, lines: [] }));
    event.lines.push(line);
  }
  return days;
}
