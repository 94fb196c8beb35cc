/** A row id from a URL or a form: a positive integer that fits a serial column, else null. */
export function parseRowId(value: unknown): number | null {
  const id = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
