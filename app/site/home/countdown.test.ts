import { describe, expect, it } from "vitest";
import { createTranslator } from "~/platform/i18n/translator.ts";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { countdownFigure, countdownTitle, remainingUntil } from "./countdown.ts";

// The opening of the seed's event facts: 1 August 2027 at 19:00 in Tahiti, 05:00 UTC the next day.
const OPENING = Date.parse("2027-08-02T05:00:00.000Z");

describe("countdown", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = OPENING - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 - 400;
    expect(remainingUntil(OPENING, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
  });

  it("stops at zero", () => {
    expect(remainingUntil(OPENING, OPENING + 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });

  it("words each unit as the server and the browser both show it: two digits, the language's plural", () => {
    const french = createTranslator("fr", fr);
    const remaining = { days: 1, hours: 0, minutes: 12, seconds: 2, done: false };
    expect(countdownFigure(remaining, "days", french)).toEqual({ value: "01", label: "jour" });
    expect(countdownFigure(remaining, "hours", french)).toEqual({ value: "00", label: "heure" });
    expect(countdownFigure(remaining, "minutes", french)).toEqual({ value: "12", label: "minutes" });
    expect(countdownFigure(remaining, "hours", createTranslator("en", en))).toEqual({ value: "00", label: "hours" });
    expect(countdownTitle(remaining, french.t)).toBe(fr.home.countdownTitle);
    expect(countdownTitle({ ...remaining, days: 0, minutes: 0, seconds: 0, done: true }, french.t)).toBe(fr.home.countdownDone);
  });
});
