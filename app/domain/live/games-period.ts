import { EVENT } from "~/content/event.ts";

const tahitiDay = new Intl.DateTimeFormat("en-CA", { timeZone: EVENT.timeZone, year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * Whether `now` falls on a day of competition, in Tahiti's calendar: from the first day to the
 * last, both included. Before and after, nothing is live and the header's Live button says so by
 * keeping still.
 */
export function gamesUnderway(now: Date, period: { startDate: string; endDate: string } = EVENT): boolean {
  const day = tahitiDay.format(now);
  return day >= period.startDate && day <= period.endDate;
}
