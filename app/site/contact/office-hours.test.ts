import { describe, expect, it } from "vitest";
import { parseOpeningHours, type OpeningSlot } from "~/domain/contact/opening-hours.ts";
import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import { formatOpeningSlot } from "./office-hours.ts";

// The two offices of the initial content.
const head = { hours: parseOpeningHours("1-5 08:00-17:00; 6 08:00-12:00")! };
const coordination = { hours: parseOpeningHours("1-5 07:30-16:30")! };

const format = (slot: OpeningSlot, locale: Locale) => formatOpeningSlot(slot, locale, translatorFor(locale).t);

describe("formatOpeningSlot", () => {
  it("writes the head office hours naturally in French", () => {
    expect(head.hours.map((slot) => format(slot, "fr"))).toEqual(["Du lundi au vendredi, de 8\u00a0h à 17\u00a0h", "Le samedi, de 8\u00a0h à 12\u00a0h"]);
    expect(format(coordination.hours[0]!, "fr")).toBe("Du lundi au vendredi, de 7\u00a0h\u00a030 à 16\u00a0h\u00a030");
  });

  it("uses the 12-hour clock in English", () => {
    expect(format(head.hours[0]!, "en")).toBe("Monday to Friday, 8 am to 5 pm");
    expect(format(head.hours[1]!, "en")).toBe("Saturday, 8 am to 12 pm");
    expect(format(coordination.hours[0]!, "en")).toBe("Monday to Friday, 7.30 am to 4.30 pm");
  });

  it("follows the Portuguese and Japanese conventions", () => {
    expect(format(coordination.hours[0]!, "pt")).toBe("De segunda-feira a sexta-feira, das 7h30 às 16h30");
    expect(format(head.hours[1]!, "ja")).toBe("土曜日 8:00～12:00");
  });
});
