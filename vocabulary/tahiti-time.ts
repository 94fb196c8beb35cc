// The Games' clock: organisers schedule in Tahiti time whatever their own. Pacific/Tahiti is UTC−10 all
// year (no daylight saving), so a wall-clock time there has exactly one instant.

/** The Games' time zone: event times are said in it. */
export const TAHITI_TIME_ZONE = "Pacific/Tahiti";

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A `datetime-local` value ("2027-08-01T19:00") read as Tahiti time; null when it is not one. */
export function fromTahitiWallClock(value: string): Date | null {
  if (!WALL_CLOCK.test(value)) return null;
  const date = new Date(`${value}:00-10:00`);
  // A date that does not exist (31 February, 24:00) is invalid or rolls over: it does not read back.
  return !Number.isNaN(date.getTime()) && toTahitiWallClock(date) === value ? date : null;
}

const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: TAHITI_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as a `datetime-local` value in Tahiti time. */
export function toTahitiWallClock(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => wallClock.formatToParts(date).find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

const calendarDay = new Intl.DateTimeFormat("en-CA", { timeZone: TAHITI_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The Tahiti calendar day of an instant, as YYYY-MM-DD (comparable as text with the content's dates). */
export function toTahitiDay(date: Date): string {
  return calendarDay.format(date);
}
