import type { Medal } from "../../../vocabulary/results-keys.ts";
import type { ScheduleEventRow, ScheduleSessionRow } from "../../../db/schema/schedule.ts";
import type { SportsResultRow } from "../../../db/schema/results.ts";
import type { LocalizedValue } from "~/domain/content/fields.ts";
import type { ContentDataOf } from "~/domain/content/kinds/index.ts";
import { medalTable, medalTotals } from "~/domain/results/medal-table.ts";
import { withRanks } from "~/domain/results/rank.ts";
import { LOCALES } from "~/platform/i18n/locales.ts";
import { toTahitiDay } from "../../../vocabulary/tahiti-time.ts";
import { LICENSE, type Dataset, type Delegation, type MedalStanding, type Names, type ResultLine, type ScheduleSession } from "./schemas.ts";

// The open data's rows from what the database and the content hold: pure, so that each field's
// meaning is tested here, and the readers (*.server.ts) only fetch.

/** A name in its six languages as stored, without the languages not yet translated; null for none. */
export function namesOf(value: LocalizedValue | null | undefined): Names | null {
  const fr = value?.fr?.trim();
  if (!value || !fr) return null;
  const names: Names = { fr };
  for (const locale of LOCALES) {
    const text = value[locale]?.trim();
    if (locale !== "fr" && text) names[locale] = text;
  }
  return names;
}

const TAHITI_OFFSET_MS = 10 * 60 * 60 * 1000;

/** An instant in Tahiti time, ISO 8601 with its offset: 2027-08-02T17:30:00-10:00 (Pacific/Tahiti is UTC−10 all year). */
export function tahitiIso(instant: Date): string {
  return new Date(instant.getTime() - TAHITI_OFFSET_MS).toISOString().replace(/\.\d{3}Z$/, "-10:00");
}

/** An instant in UTC, ISO 8601: 2027-08-03T03:30:00Z. */
export function utcIso(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The names of what rows refer to by id, as the content holds them: sports, venues, delegations. */
export interface NameBook {
  sports: ReadonlyMap<string, LocalizedValue>;
  venues: ReadonlyMap<string, LocalizedValue>;
  delegations: ReadonlyMap<string, LocalizedValue>;
}

export function scheduleRow({ session, event }: { session: ScheduleSessionRow; event: ScheduleEventRow }, book: NameBook): ScheduleSession {
  return {
    session_id: session.id,
    event_code: event.code,
    sport: event.sport,
    sport_name: namesOf(book.sports.get(event.sport)),
    discipline: namesOf(event.discipline),
    event_name: namesOf(event.name) ?? { fr: event.code },
    gender: event.gender,
    format: event.format,
    medal_event: event.medal,
    phase: session.phase,
    phase_number: session.number,
    day: toTahitiDay(session.startsAt),
    starts_at: tahitiIso(session.startsAt),
    starts_at_utc: utcIso(session.startsAt),
    ends_at: session.endsAt && tahitiIso(session.endsAt),
    ends_at_utc: session.endsAt && utcIso(session.endsAt),
    venue: session.venue,
    venue_name: namesOf(book.venues.get(session.venue)),
    cancelled: session.cancelled,
    results_state: session.results,
    delegations: [...event.delegations].sort(),
  };
}

/** A result line as stored, with the session and event it belongs to, if any. */
export type StoredResult = Pick<SportsResultRow, "id" | "date" | "sport" | "event" | "athlete" | "country" | "result" | "medal" | "rank" | "status" | "sessionId"> & {
  eventCode: string | null;
  eventName: LocalizedValue | null;
  resultsState: ScheduleSessionRow["results"];
};

/** Result lines in the order given (RESULT_ORDER), each with the place the public tables give it. */
export function resultRows(lines: readonly StoredResult[], book: NameBook): ResultLine[] {
  return withRanks(lines).map((line) => ({
    id: line.id,
    date: line.date,
    sport: line.sport,
    sport_name: namesOf(book.sports.get(line.sport)),
    event: line.event,
    event_code: line.eventCode,
    event_name: line.eventCode === null ? null : namesOf(line.eventName),
    session_id: line.sessionId,
    results_state: line.sessionId === null ? null : line.resultsState,
    rank: line.rank,
    status: line.status,
    athlete: line.athlete,
    delegation: line.country,
    mark: line.result,
    medal: line.medal,
  }));
}

/** The medal table of /medals (medal-table.ts): its standings and totals, delegations named. */
export function medalRows(medals: readonly { country: string; medal: Medal | null }[], book: NameBook) {
  const standings = medalTable(medals);
  const rows: MedalStanding[] = standings.map(({ rank, code, gold, silver, bronze, total }) => ({
    rank,
    delegation: code,
    delegation_name: namesOf(book.delegations.get(code)),
    gold,
    silver,
    bronze,
    total,
  }));
  return { rows, totals: medalTotals(standings) };
}

/** Every delegation in the organisers' order, with the medals the table gives it (none: zeros). */
export function delegationRows(items: readonly { id: string; data: ContentDataOf<"delegations"> }[], medals: readonly { country: string; medal: Medal | null }[]): Delegation[] {
  const won = new Map(medalTable(medals).map((standing) => [standing.code, standing]));
  return items.map(({ id, data: delegation }) => {
    const counts = won.get(id);
    return {
      code: id,
      name: namesOf(delegation.name) ?? { fr: id },
      status: delegation.status,
      host: delegation.host === true,
      region: delegation.region ?? null,
      gold: counts?.gold ?? 0,
      silver: counts?.silver ?? 0,
      bronze: counts?.bronze ?? 0,
      total: counts?.total ?? 0,
    };
  });
}

/** Where the rows are described, cited with them. */
export const sourceOf = (publicUrl: string) => `${publicUrl}/open-data`;

/** The rows with what every answer says around them. */
export function answerOf<D extends Dataset, R, E extends object = Record<never, never>>(dataset: D, rows: R[], { demo, publicUrl }: { demo: boolean; publicUrl: string }, extra?: E) {
  return { dataset, demo, license: { ...LICENSE }, source: sourceOf(publicUrl), count: rows.length, ...(extra as E), data: rows };
}
