import { describe, expect, it } from "vitest";
import { parseOpeningHours } from "./opening-hours.ts";

describe("opening hours as organisers type them", () => {
  it("reads runs of weekdays and single days with their hours", () => {
    expect(parseOpeningHours("1-5 08:00-17:00; 6 08:00-12:00")).toEqual([
      { days: [1, 5], opens: "08:00", closes: "17:00" },
      { days: [6, 6], opens: "08:00", closes: "12:00" },
    ]);
    expect(parseOpeningHours(" 1-5  07:30-16:30 ")).toEqual([{ days: [1, 5], opens: "07:30", closes: "16:30" }]);
  });

  it.each(["", "lundi 8h-17h", "1-5 8:00-17:00", "0 08:00-12:00", "8 08:00-12:00", "5-1 08:00-17:00", "1 17:00-08:00", "1 08:00-08:00", "1 24:00-25:00", "1-5 08:00-17:00;", "1-5 08:00-17:00, 6 08:00-12:00"])(
    "refuses %j",
    (text) => {
      expect(parseOpeningHours(text)).toBeNull();
    },
  );
});
