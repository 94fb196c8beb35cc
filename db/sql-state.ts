/** Whether a query failed with one of these SQLSTATEs, whichever driver raised it and however drizzle wrapped it. */
export function hasSqlState(error: unknown, states: readonly string[]): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    if (states.includes((cause as { code?: unknown }).code as string)) return true;
  }
  return false;
}

/**
 * Whether a transaction was given up because of another one running at the same time: a
 * serialization failure (40001) or a deadlock (40P01). Nothing it did was kept, so it may be told
 * to the user as a conflict, to try again.
 */
export function isTransactionConflict(error: unknown): boolean {
  return hasSqlState(error, ["40001", "40P01"]);
}
