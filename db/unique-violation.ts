import { hasSqlState } from "./sql-state.ts";

/** Whether a query failed on a unique index (SQLSTATE 23505), whichever driver raised it and however drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, ["23505"]);
}
