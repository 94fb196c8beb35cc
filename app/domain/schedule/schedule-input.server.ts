import type { EventFormat, Gender, Phase } from "../../../vocabulary/schedule-keys.ts";
import type { NewScheduleEventRow, NewScheduleSessionRow } from "../../../db/schema/schedule.ts";
import type { ContentFormValues, LocalizedValue } from "~/domain/content/fields.ts";
import { parseItem } from "~/domain/content/item-schema.server.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import { delegationsIn } from "~/domain/delegations/public-delegations.server.ts";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import { sportsIn } from "~/domain/sports/public-sports.server.ts";
import { venuesIn } from "~/domain/venues/public-venues.server.ts";
import type { FormFailure, FormMessage } from "~/platform/forms/form-result.ts";
import { fromTahitiWallClock } from "../../../vocabulary/tahiti-time.ts";
import { duringGames, gamesDays, type GamesDays } from "./games-days.ts";
import { EVENT_CODE, eventFields, sessionFields } from "./schedule-fields.ts";

/**
 * What an event or a session may name: the sports', venues' and delegations' ids as the content has
 * them; and the days a session may fall on, from the event's facts.
 */
export interface ScheduleRefs {
  sports: readonly string[];
  venues: readonly string[];
  delegations: readonly string[];
  days: GamesDays;
}

/** What an event and a session may name, as the content has them now. */
export async function scheduleRefs(content: ContentStore): Promise<ScheduleRefs> {
  const [sports, venues, delegations, facts] = await Promise.all([sportsIn(content, "fr"), venuesIn(content, "fr"), delegationsIn(content, "fr"), eventFacts(content)]);
  return { sports: [...sports.bySlug.keys()], venues: venues.map((venue) => venue.id), delegations: [...delegations.byCode.keys()], days: gamesDays(facts) };
}

export type EventInput = Pick<NewScheduleEventRow, "code" | "sport" | "discipline" | "name" | "gender" | "format" | "medal" | "delegations">;
export type SessionInput = Pick<NewScheduleSessionRow, "phase" | "number" | "startsAt" | "endsAt" | "venue" | "cancelled">;

export type Parsed<T> = { ok: true; input: T } | FormFailure<string>;

/** A code as typed, in capitals: the spreadsheet's "ath-100m-m" is the event ATH-100M-M. */
export function normalizeCode(typed: string): string {
  return typed.trim().toUpperCase();
}

function codeProblem(code: string): FormMessage | undefined {
  if (code === "") return "forms.errors.required";
  if (code.length > EVENT_CODE.max) return "forms.errors.tooLong";
  if (!EVENT_CODE.pattern.test(code)) return "adminSchedule.errors.codeFormat";
  return undefined;
}

function failure(fieldErrors: Partial<Record<string, FormMessage>>, values: ContentFormValues): FormFailure<string> {
  return { ok: false, fieldErrors, values };
}

/**
 * An event as the form or a CSV row sends it (controls named as the content form names them:
 * `name.fr`, `delegations` one code a line): the row to store, or the first problem of each control.
 */
export function parseEventValues(values: ContentFormValues, refs: ScheduleRefs): Parsed<EventInput> {
  const parsed = parseItem(eventFields(refs.sports), values);
  const fieldErrors: Partial<Record<string, FormMessage>> = parsed.ok ? {} : { ...parsed.fieldErrors };
  const code = normalizeCode(values.code ?? "");
  const codeError = codeProblem(code);
  if (codeError) fieldErrors.code = codeError;
  const delegations = [...new Set((values.delegations ?? "").split(/\s+/).filter(Boolean))];
  if (delegations.some((id) => !refs.delegations.includes(id))) fieldErrors.delegations ??= "forms.errors.choice";
  if (!parsed.ok || Object.keys(fieldErrors).length > 0) return failure(fieldErrors, values);
  const { data } = parsed;
  return {
    ok: true,
    input: {
      code,
      sport: data.sport as string,
      discipline: (data.discipline as LocalizedValue | undefined) ?? null,
      name: data.name as LocalizedValue,
      gender: data.gender as Gender,
      format: data.format as EventFormat,
      medal: data.medal === true,
      delegations,
    },
  };
}

/**
 * A session as the form or a CSV row sends it (`start` and `end` in Tahiti time): the row to store, or
 * the first problem of each control. Its start and end fall on the Games' days (`refs.days`).
 */
export function parseSessionValues(values: ContentFormValues, refs: ScheduleRefs): Parsed<SessionInput> {
  const parsed = parseItem(sessionFields(refs.venues), values);
  if (!parsed.ok) return parsed;
  const { data } = parsed;
  const startsAt = fromTahitiWallClock(data.start as string)!;
  const endsAt = typeof data.end === "string" ? fromTahitiWallClock(data.end)! : null;
  const fieldErrors: Partial<Record<string, FormMessage>> = {};
  const outside: FormMessage = { key: "adminSchedule.errors.outsideGames", values: { ...refs.days } };
  if (!duringGames(data.start as string, refs.days)) fieldErrors.start = outside;
  if (endsAt && endsAt <= startsAt) fieldErrors.end = "adminSchedule.errors.endBeforeStart";
  else if (typeof data.end === "string" && !duringGames(data.end, refs.days)) fieldErrors.end = outside;
  if (Object.keys(fieldErrors).length > 0) return failure(fieldErrors, values);
  return {
    ok: true,
    input: {
      phase: data.phase as Phase,
      number: (data.number as number | undefined) ?? null,
      startsAt,
      endsAt,
      venue: data.venue as string,
      cancelled: data.cancelled === true,
    },
  };
}
