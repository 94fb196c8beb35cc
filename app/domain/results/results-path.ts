import type { ResultsQuery } from "./results-query.server.ts";

/** The French path of the results list with these filters; page 1 and empty filters leave no parameter. */
export function resultsPath({ sport, country, date, session, page }: Partial<ResultsQuery>): string {
  const params = new URLSearchParams();
  if (session) params.set("session", String(session));
  if (sport) params.set("sport", sport);
  if (country) params.set("country", country);
  if (date) params.set("date", date);
  if (page && page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/results?${search}` : "/results";
}

/** A scheduled session's own results: its ranked list. */
export function sessionResultsPath(sessionId: number): string {
  return resultsPath({ session: sessionId });
}
