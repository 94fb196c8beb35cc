import { describe, expect, it } from "vitest";
import { createTranslator } from "~/platform/i18n/translator.ts";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { ja } from "~/locales/ja.ts";
import { countdownFigure, countdownTitle, countdownWords, remainingUntil } from "./countdown.ts";

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

  it("carries every plural form of each unit, so the browser words it as the server does without the language's strings", () => {
    const french = countdownWords(createTranslator("fr", fr));
    expect(french.units.days).toEqual({ one: "jour", many: "jours", other: "jours" });
    expect(JSON.parse(JSON.stringify(french))).toEqual(french);
  });

  it("words each unit as the server and the browser both show it: two digits, the language's plural", () => {
    const french = countdownWords(createTranslator("fr", fr));
    const remaining = { days: 1, hours: 0, minutes: 12, seconds: 2, done: false };
    expect(countdownFigure(remaining, "days", french)).toEqual({ value: "01", label: "jour" });
    expect(countdownFigure(remaining, "hours", french)).toEqual({ value: "00", label: "heure" });
    expect(countdownFigure(remaining, "minutes", french)).toEqual({ value: "12", label: "minutes" });
    expect(countdownFigure(remaining, "hours", countdownWords(createTranslator("en", en)))).toEqual({ value: "00", label: "hours" });
    expect(countdownFigure(remaining, "days", countdownWords(createTranslator("ja", ja)))).toEqual({ value: "01", label: ja.home.days_other });
    expect(countdownTitle(remaining, french)).toBe(fr.home.countdownTitle);
    expect(countdownTitle({ ...remaining, days: 0, minutes: 0, seconds: 0, done: true }, french)).toBe(fr.home.countdownDone);
  });
});
