import type { OpeningSlot } from "~/domain/contact/opening-hours.ts";

/**
 * How a language writes opening hours. Patterns use {{from}}, {{to}}, {{day}}, {{opens}}, {{closes}},
 * {{days}}, {{times}}, and for a time {{H}} (0-23), {{h}} (1-12), {{mm}} and {{ampm}}.
 */
export interface HoursFormat {
  /** Monday first. */
  weekdays: readonly [string, string, string, string, string, string, string];
  dayRange: string;
  singleDay: string;
  timeRange: string;
  slot: string;
  /** A time on the hour ("8 h", "8 am") and one with minutes ("7 h 30", "7.30 am"). */
  timeOnTheHour: string;
  timeWithMinutes: string;
  am: string;
  pm: string;
}

function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{\{(\w+)\}\}/g, (token, name: string) => values[name] ?? token);
}

function formatTime(time: string, format: HoursFormat): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const values = {
    H: String(hours),
    h: String(hours % 12 === 0 ? 12 : hours % 12),
    mm: String(minutes).padStart(2, "0"),
    ampm: hours < 12 ? format.am : format.pm,
  };
  return fill(minutes === 0 ? format.timeOnTheHour : format.timeWithMinutes, values);
}

/** One line of opening hours in the page's language, e.g. "Du lundi au vendredi, de 8 h à 17 h". */
export function formatOpeningSlot(slot: OpeningSlot, format: HoursFormat): string {
  const [first, last] = slot.days;
  const day = (weekday: number) => format.weekdays[weekday - 1]!;
  const days = first === last ? fill(format.singleDay, { day: day(first) }) : fill(format.dayRange, { from: day(first), to: day(last) });
  const times = fill(format.timeRange, { opens: formatTime(slot.opens, format), closes: formatTime(slot.closes, format) });
  const line = fill(format.slot, { days, times });
  return line.charAt(0).toLocaleUpperCase() + line.slice(1);
}
