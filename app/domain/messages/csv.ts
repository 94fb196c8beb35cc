// The inbox's export, for spreadsheets: every cell quoted, formulas disarmed, UTF-8 that Excel reads.

export type CsvCell = string | number | null;

/** Excel reads a CSV file as UTF-8 (accents, Japanese) only when it starts with a byte order mark. */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * A spreadsheet runs a cell that starts like a formula (=, +, -, @, or a tab or carriage return that
 * it skips first), so a visitor could plant one in a message for staff to open: such a cell gets a
 * leading apostrophe and reads as text. The full-width forms are there for Japanese and Chinese
 * input, which a spreadsheet may read as their ASCII twins.
 */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

export function csvCell(value: CsvCell): string {
  const text = value === null ? "" : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The rows as a CSV file: the first row is the header. Lines end with CRLF (RFC 4180); line breaks
 * inside a message stay inside its quoted cell. The delimiter is the one the reader's spreadsheet
 * expects: a semicolon where the decimal separator is a comma (French, Spanish, Portuguese Excel).
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], delimiter: "," | ";"): string {
  return BYTE_ORDER_MARK + rows.map((row) => row.map(csvCell).join(delimiter) + "\r\n").join("");
}
