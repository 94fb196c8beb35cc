import { toTahitiDay } from "../../../vocabulary/tahiti-time.ts";

/**
 * Whether `now` falls on a day of competition, in Tahiti's calendar: from the first day to the
 * last, both included. Before and after, nothing is live and the header's Live button says so by
 * keeping still.
 */
export function gamesUnderway(now: Date, period: { startDate: string; endDate: string }): boolean {
  const day = toTahitiDay(now);
  return day >= period.startDate && day <= period.endDate;
}
