import { describe, expect, it } from "vitest";
import { en } from "~/content/contact/en.ts";
import { fr } from "~/content/contact/fr.ts";
import { ja } from "~/content/contact/ja.ts";
import { pt } from "~/content/contact/pt.ts";
import { parseOpeningHours } from "~/domain/contact/opening-hours.ts";
import { formatOpeningSlot } from "./office-hours.ts";

// The two offices of the initial content.
const head = { hours: parseOpeningHours("1-5 08:00-17:00; 6 08:00-12:00")! };
const coordination = { hours: parseOpeningHours("1-5 07:30-16:30")! };

describe("formatOpeningSlot", () => {
  it("writes the head office hours naturally in French", () => {
    expect(head.hours.map((slot) => formatOpeningSlot(slot, fr.hours))).toEqual(["Du lundi au vendredi, de 8\u00a0h à 17\u00a0h", "Le samedi, de 8\u00a0h à 12\u00a0h"]);
    expect(formatOpeningSlot(coordination.hours[0]!, fr.hours)).toBe("Du lundi au vendredi, de 7\u00a0h\u00a030 à 16\u00a0h\u00a030");
  });

  it("uses the 12-hour clock in English", () => {
    expect(formatOpeningSlot(head.hours[0]!, en.hours)).toBe("Monday to Friday, 8 am to 5 pm");
    expect(formatOpeningSlot(head.hours[1]!, en.hours)).toBe("Saturday, 8 am to 12 pm");
    expect(formatOpeningSlot(coordination.hours[0]!, en.hours)).toBe("Monday to Friday, 7.30 am to 4.30 pm");
  });

  it("follows the Portuguese and Japanese conventions", () => {
    expect(formatOpeningSlot(coordination.hours[0]!, pt.hours)).toBe("De segunda-feira a sexta-feira, das 7h30 às 16h30");
    expect(formatOpeningSlot(head.hours[1]!, ja.hours)).toBe("土曜日 8:00～12:00");
  });
});
