import { describe, expect, it } from "vitest";
import { parseEventValues, parseSessionValues, type ScheduleRefs } from "./schedule-input.server.ts";

const refs: ScheduleRefs = { sports: ["athletics", "judo"], venues: ["stade-pater", "faaa-hall"], delegations: ["TAH", "FIJ"], days: { from: "2027-07-05", to: "2027-08-15" } };

const event = { code: "ath-100m-m", sport: "athletics", "name.fr": "100 m hommes", "name.en": "Men's 100 m", gender: "men", format: "individual", medal: "on", delegations: "TAH\nFIJ" };

describe("an event as the form or a CSV row sends it", () => {
  it("is stored with its code in capitals, its names, its entries and whether it awards medals", () => {
    expect(parseEventValues(event, refs)).toEqual({
      ok: true,
      input: { code: "ATH-100M-M", sport: "athletics", discipline: null, name: { fr: "100 m hommes", en: "Men's 100 m" }, gender: "men", format: "individual", medal: true, delegations: ["TAH", "FIJ"] },
    });
    const unticked = parseEventValues({ ...event, medal: "", delegations: "" }, refs);
    expect(unticked.ok && unticked.input).toMatchObject({ medal: false, delegations: [] });
  });

  it("refuses each bad field next to it, keeping what was typed", () => {
    const refused = parseEventValues({ ...event, code: "100 m!", sport: "curling", "name.fr": "", gender: "both", delegations: "TAH\nXYZ" }, refs);
    expect(refused).toEqual({
      ok: false,
      fieldErrors: {
        code: "adminSchedule.errors.codeFormat",
        sport: "forms.errors.choice",
        "name.fr": "forms.errors.required",
        gender: "forms.errors.choice",
        delegations: "forms.errors.choice",
      },
      values: expect.objectContaining({ code: "100 m!", sport: "curling" }),
    });
    expect(parseEventValues({ ...event, code: "" }, refs)).toMatchObject({ ok: false, fieldErrors: { code: "forms.errors.required" } });
    expect(parseEventValues({ ...event, code: "A".repeat(41) }, refs)).toMatchObject({ ok: false, fieldErrors: { code: "forms.errors.tooLong" } });
  });
});

describe("a session as the form or a CSV row sends it", () => {
  const session = { phase: "heats", number: "2", start: "2027-08-02T09:30", end: "2027-08-02T10:15", venue: "stade-pater", cancelled: "" };

  it("is stored at its instants, read in Tahiti time (UTC-10)", () => {
    expect(parseSessionValues(session, refs)).toEqual({
      ok: true,
      input: { phase: "heats", number: 2, startsAt: new Date("2027-08-02T19:30:00Z"), endsAt: new Date("2027-08-02T20:15:00Z"), venue: "stade-pater", cancelled: false },
    });
    const once = parseSessionValues({ ...session, number: "", end: "", cancelled: "on" }, refs);
    expect(once.ok && once.input).toMatchObject({ number: null, endsAt: null, cancelled: true });
  });

  it("refuses an unknown stage or venue, a time that does not exist, and an end before the start", () => {
    expect(parseSessionValues({ ...session, phase: "warmup", venue: "bora-bora", start: "2027-02-30T09:00", number: "0" }, refs)).toMatchObject({
      ok: false,
      fieldErrors: { phase: "forms.errors.choice", venue: "forms.errors.choice", start: "adminContent.errors.datetime", number: { key: "adminContent.errors.tooSmall", values: { limit: 1 } } },
    });
    expect(parseSessionValues({ ...session, end: "2027-08-02T09:30" }, refs)).toMatchObject({ ok: false, fieldErrors: { end: "adminSchedule.errors.endBeforeStart" } });
  });

  it("refuses a start or an end outside the Games' days, saying them, and takes the first and the last", () => {
    const outside = { key: "adminSchedule.errors.outsideGames", values: { from: "2027-07-05", to: "2027-08-15" } };
    expect(parseSessionValues({ ...session, start: "2027-07-04T23:59", end: "" }, refs)).toEqual({ ok: false, fieldErrors: { start: outside }, values: expect.anything() });
    expect(parseSessionValues({ ...session, start: "2072-08-02T09:30", end: "2072-08-02T10:00" }, refs)).toMatchObject({ ok: false, fieldErrors: { start: outside, end: outside } });
    expect(parseSessionValues({ ...session, start: "2027-08-15T23:00", end: "2027-08-16T00:30" }, refs)).toMatchObject({ ok: false, fieldErrors: { end: outside } });
    expect(parseSessionValues({ ...session, start: "2027-07-05T00:00", end: "2027-08-15T23:59" }, refs).ok).toBe(true);
  });
});
