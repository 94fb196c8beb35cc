// A session's status as the schedule shows it (issue 22 point 3). What the database decides (results
// entered, a cancellation) comes first; the rest moves with the clock, so the server and the page's
// behaviour compute it with this one function, from the same instants.

/** What moves with the clock: before the start, between the start and the end, after the end without results. */
export const TIMED_STATUSES = ["upcoming", "underway", "ended"] as const;
export type TimedStatus = (typeof TIMED_STATUSES)[number];

export type SessionStatus = TimedStatus | "finished" | "cancelled";

/** A session's clock-bound status at `now` (milliseconds): `until` is its end, or the end of its Tahiti day when it has none. */
export function timedStatus(startsAt: number, until: number, now: number): TimedStatus {
  if (now < startsAt) return "upcoming";
  return now < until ? "underway" : "ended";
}

/**
 * A session's status: cancelled, finished once results are entered (provisional or official), else
 * as the clock says.
 */
export function sessionStatus(session: { cancelled: boolean; results: string | null; startsAt: number; until: number }, now: number): SessionStatus {
  if (session.cancelled) return "cancelled";
  if (session.results !== null) return "finished";
  return timedStatus(session.startsAt, session.until, now);
}

/** `start/until` as an ISO 8601 interval: how the page hands a session's instants to its behaviour. */
export function intervalOf(startsAt: string, until: string): string {
  return `${startsAt}/${until}`;
}

/** The instants of an interval written by intervalOf, in milliseconds; null for anything else. */
export function readInterval(value: string | undefined): { startsAt: number; until: number } | null {
  const [start, end, ...rest] = (value ?? "").split("/");
  const startsAt = Date.parse(start ?? "");
  const until = Date.parse(end ?? "");
  return rest.length === 0 && Number.isFinite(startsAt) && Number.isFinite(until) ? { startsAt, until } : null;
}
