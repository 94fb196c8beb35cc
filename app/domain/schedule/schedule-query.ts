import type { Island } from "~/domain/content/kinds/venues.ts";

// The schedule page's address: its day and filters, shared by the loader and the links the page draws.

/** The schedule's filters: a sport's slug, a venue's id, an island, a delegation's code, medal sessions only. */
export interface ScheduleFilters {
  sport?: string;
  venue?: string;
  island?: Island;
  delegation?: string;
  medals: boolean;
}

export interface ScheduleQuery extends ScheduleFilters {
  /** The day the URL asks for (YYYY-MM-DD, Tahiti's calendar); none: the default day. */
  day?: string;
}

/** Whether any filter is set (the day is not a filter). */
export function isFiltered(query: ScheduleFilters): boolean {
  return Boolean(query.sport || query.venue || query.island || query.delegation || query.medals);
}

/** The French path of the schedule with this day and these filters; no day is the default day. */
export function schedulePath(query: Partial<ScheduleQuery>): string {
  const params = new URLSearchParams();
  for (const key of ["day", "sport", "venue", "island", "delegation"] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.medals) params.set("medals", "1");
  const search = params.toString();
  return search ? `/schedule?${search}` : "/schedule";
}
