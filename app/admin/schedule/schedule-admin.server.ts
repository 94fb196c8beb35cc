import { data, redirect } from "react-router";
import type { Db } from "../../../db/client.ts";
import { parseRowId } from "../../../db/row-id.ts";
import type { ScheduleEventRow, ScheduleSessionRow } from "../../../db/schema/schedule.ts";
import type { SignedInUser } from "~/domain/auth/session.server.ts";
import { readFormValues, type ContentFormValues } from "~/domain/content/fields.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import { delegationsIn, type Delegations } from "~/domain/delegations/public-delegations.server.ts";
import { eventFields, sessionFields } from "~/domain/schedule/schedule-fields.ts";
import { findEvent, findSession } from "~/domain/schedule/schedule-read.server.ts";
import { parseEventValues, parseSessionValues } from "~/domain/schedule/schedule-input.server.ts";
import { scheduleRefs } from "~/domain/schedule/schedule-input.server.ts";
import { createEvent, createSession, deleteEvent, deleteSession, updateEvent, updateSession, versionOf } from "~/domain/schedule/schedule-writes.server.ts";
import { sportChoices, sportsIn, type Sports } from "~/domain/sports/public-sports.server.ts";
import { venuesIn, type VenueView } from "~/domain/venues/public-venues.server.ts";
import { formFailure, formSuccess, type FormMessage, type FormResult } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { INTL_TAGS, type Locale } from "~/platform/i18n/locales.ts";
import { toTahitiWallClock } from "../../../vocabulary/tahiti-time.ts";
import { databaseDown } from "~/platform/services/database-outage.server.ts";
import type { Services } from "~/services.server.ts";
import { isRouteResponse } from "~/admin/content/content-admin.server.ts";

// The back office's schedule: an event's form with its sessions, a session's form (ADR 030).

/** An event's or session's id from the URL, or 404. */
export function rowIdOr404(param: string | undefined): number {
  const id = parseRowId(param);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/** The sports, venues and delegations a schedule form names, in the editor's language. */
export interface ScheduleNames {
  sports: Sports;
  venues: VenueView[];
  delegations: Delegations;
}

export async function scheduleNamesIn(content: ContentStore, locale: Locale): Promise<ScheduleNames> {
  const [sports, venues, delegations] = await Promise.all([sportsIn(content, locale), venuesIn(content, locale), delegationsIn(content, locale)]);
  return { sports, venues, delegations };
}

export interface Option {
  value: string;
  label: string;
}

/** What the forms offer, named and sorted in the editor's language; a venue says its island. */
export function scheduleOptions(names: ScheduleNames, locale: Locale) {
  const collator = new Intl.Collator(INTL_TAGS[locale]);
  const byLabel = (a: Option, b: Option) => collator.compare(a.label, b.label);
  return {
    sports: sportChoices(names.sports, locale),
    venues: names.venues.map((venue) => ({ value: venue.id, label: `${venue.name.value} (${venue.island})` })).sort(byLabel),
    delegations: names.delegations.list.map(({ code, name }) => ({ value: code, label: `${name.value} (${code})` })).sort(byLabel),
  };
}

export type ScheduleOptions = ReturnType<typeof scheduleOptions>;

const VERSION = "version";

/** A stored event as its form shows it. */
export function eventFormValues(row: ScheduleEventRow): ContentFormValues {
  const values: ContentFormValues = { code: row.code, sport: row.sport, gender: row.gender, format: row.format, delegations: row.delegations.join("\n"), [VERSION]: versionOf(row) };
  if (row.medal) values.medal = "on";
  for (const [field, value] of [["name", row.name], ["discipline", row.discipline]] as const) {
    for (const [locale, text] of Object.entries(value ?? {})) values[`${field}.${locale}`] = text ?? "";
  }
  return values;
}

/** A stored session as its form shows it, its times in Tahiti time. */
export function sessionFormValues(row: ScheduleSessionRow): ContentFormValues {
  return {
    phase: row.phase,
    number: row.number === null ? "" : String(row.number),
    start: toTahitiWallClock(row.startsAt),
    end: row.endsAt ? toTahitiWallClock(row.endsAt) : "",
    venue: row.venue,
    cancelled: row.cancelled ? "on" : "",
    [VERSION]: versionOf(row),
  };
}

/** What an event's form sent, as typed. */
export function postedEvent(form: FormData): ContentFormValues {
  return { ...readFormValues(eventFields([]), form), code: String(form.get("code") ?? ""), [VERSION]: String(form.get(VERSION) ?? "") };
}

/** What a session's form sent, as typed. */
export function postedSession(form: FormData): ContentFormValues {
  return { ...readFormValues(sessionFields([]), form), [VERSION]: String(form.get(VERSION) ?? "") };
}

export type ScheduleFormResult = FormResult<string>;

/** An event's form values as stored now (its new version after a save), else what was typed. */
async function savedEvent(db: Db, id: number, typed: ContentFormValues): Promise<ContentFormValues> {
  const row = await findEvent(db, id);
  return row ? eventFormValues(row) : typed;
}

async function savedSession(db: Db, id: number, typed: ContentFormValues): Promise<ContentFormValues> {
  const found = await findSession(db, id);
  return found ? sessionFormValues(found.session) : typed;
}

/**
 * Runs a form's write: a refusal the write names becomes 409 or 400 with what was typed, a route
 * response (403, 404) passes, and a failing database answers 503 when it is down, 500 otherwise
 * (logged), both keeping what was typed.
 */
async function guarded(services: Services, values: ContentFormValues, what: string, write: () => Promise<Response | ReturnType<typeof formResponse>>) {
  try {
    return await write();
  } catch (error) {
    if (isRouteResponse(error)) throw error;
    services.log.error({ err: error }, `saving ${what} failed`);
    if (await databaseDown(services.database)) return formResponse<ScheduleFormResult>(formFailure("admin.saveUnavailable", values), { status: 503 });
    return formResponse<ScheduleFormResult>(formFailure("adminContent.saveFailed", values), { status: 500 });
  }
}

const refused = (values: ContentFormValues, message: FormMessage, status: number, field?: string) =>
  formResponse<ScheduleFormResult>(field ? { ok: false, fieldErrors: { [field]: message }, values } : formFailure(message, values), { status });

/** An event's post: save (create when `id` is null), or delete (admins only). */
export async function eventAction(services: Services, request: Request, id: number | null, user: SignedInUser) {
  const form = await request.formData();
  const values = postedEvent(form);
  return guarded(services, values, "a schedule event", async () => {
    const db = services.database.db;
    if (form.get("intent") === "delete") {
      if (user.role !== "admin") throw data(null, { status: 403 });
      if (id === null) throw data(null, { status: 404 });
      const outcome = await deleteEvent(db, id, user);
      if (outcome === "missing") throw data(null, { status: 404 });
      // The form shows the event as saved, untouched, above it the reason.
      if (outcome === "hasResults") return refused(await savedEvent(db, id, values), "adminSchedule.errors.eventHasResults", 409);
      await services.changes.settled();
      return redirect(`/admin/schedule?deleted=${encodeURIComponent(values.code ?? "")}`);
    }
    if (form.get("intent") !== "save") return refused(values, "admin.invalidRequest", 400);
    const parsed = parseEventValues(values, await scheduleRefs(services.content));
    if (!parsed.ok) return formResponse<ScheduleFormResult>(parsed);
    const saved = id === null ? await createEvent(db, parsed.input, user) : await updateEvent(db, id, values[VERSION] ?? "", parsed.input, user);
    if (!saved.ok) {
      if (saved.problem === "missing") throw data(null, { status: 404 });
      if (saved.problem === "conflict") return refused(values, "adminContent.conflict", 409);
      return refused(values, "adminSchedule.errors.codeTaken", 409, "code");
    }
    await services.changes.settled();
    if (id === null) return redirect(`/admin/schedule/${saved.id}?created=1`);
    return formResponse<ScheduleFormResult>(formSuccess("adminSchedule.updated", await savedEvent(db, id, values)));
  });
}

/** A session's post: save (a new one of `eventId` when `id` is null), or delete (admins only). */
export async function sessionAction(services: Services, request: Request, target: { eventId: number } | { id: number; eventId: number }, user: SignedInUser) {
  const form = await request.formData();
  const values = postedSession(form);
  return guarded(services, values, "a schedule session", async () => {
    const db = services.database.db;
    const back = `/admin/schedule/${target.eventId}`;
    if (form.get("intent") === "delete") {
      if (user.role !== "admin") throw data(null, { status: 403 });
      if (!("id" in target)) throw data(null, { status: 404 });
      const outcome = await deleteSession(db, target.id, user);
      if (outcome === "missing") throw data(null, { status: 404 });
      if (outcome === "hasResults") return refused(await savedSession(db, target.id, values), "adminSchedule.errors.sessionHasResults", 409);
      await services.changes.settled();
      return redirect(`${back}?sessionDeleted=1`);
    }
    if (form.get("intent") !== "save") return refused(values, "admin.invalidRequest", 400);
    const parsed = parseSessionValues(values, await scheduleRefs(services.content));
    if (!parsed.ok) return formResponse<ScheduleFormResult>(parsed);
    const saved = "id" in target ? await updateSession(db, target.id, values[VERSION] ?? "", parsed.input, user) : await createSession(db, target.eventId, parsed.input, user);
    if (!saved.ok) {
      if (saved.problem === "missing") throw data(null, { status: 404 });
      if (saved.problem === "conflict") return refused(values, "adminContent.conflict", 409);
      return refused(values, "adminSchedule.errors.stageTaken", 409, "phase");
    }
    await services.changes.settled();
    return redirect(`${back}?${"id" in target ? "sessionUpdated" : "sessionCreated"}=1`);
  });
}
