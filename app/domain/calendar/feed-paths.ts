// The calendar feeds' addresses (French, unprefixed: each language has its own under its prefix), for
// app/routes.ts to match and for the pages that link to them.

export const SCHEDULE_FEED_PATH = "/calendar/schedule.ics";

export function sportFeedPath(slug: string): string {
  return `/calendar/sports/${encodeURIComponent(slug)}.ics`;
}

export function delegationFeedPath(code: string): string {
  return `/calendar/delegations/${encodeURIComponent(code)}.ics`;
}

export function venueFeedPath(id: string): string {
  return `/calendar/venues/${encodeURIComponent(id)}.ics`;
}
