// Files for spreadsheets (the inbox's export, the schedule's): every cell quoted, formulas disarmed,
// UTF-8 that Excel reads. And files for programs (the open data, dataCsv): quoted only where needed,
// no byte order mark, formulas disarmed all the same, as people open those in a spreadsheet too.

export type CsvCell = string | number | null;

/** Excel reads a CSV file as UTF-8 (accents, Japanese) only when it starts with a byte order mark. */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * A spreadsheet runs a cell that starts like a formula (=, +, -, @, or a tab or carriage return that
 * it skips first), so a visitor could plant one in a message for staff to open: such a cell gets a
 * leading apostrophe and reads as text. The full-width forms are there for Japanese and Chinese
 * input, which a spreadsheet may read as their ASCII twins. Text that already looks disarmed (a
 * formula start behind apostrophes) gets one more, so that reading it back (rearmedCell) is exact.
 */
const DISARMABLE = /^'*[=+\-@\t\r＝＋－＠]/;

/** A cell's text, a formula start disarmed by a leading apostrophe; a number counts as its text (-3 too). */
function disarmed(value: CsvCell): string {
  const text = value === null ? "" : String(value);
  return DISARMABLE.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvCell): string {
  return `"${disarmed(value).replace(/"/g, '""')}"`;
}

/**
 * A cell as csvCell wrote it, read back: the apostrophe that disarmed a formula is dropped, so that a
 * file exported and imported again comes back exactly as it was.
 */
export function rearmedCell(text: string): string {
  return text.startsWith("'") && DISARMABLE.test(text.slice(1)) ? text.slice(1) : text;
}

/**
 * The rows as a CSV file: the first row is the header. Lines end with CRLF (RFC 4180); line breaks
 * inside a message stay inside its quoted cell. The delimiter is the one the reader's spreadsheet
 * expects: a semicolon where the decimal separator is a comma (French, Spanish, Portuguese Excel).
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], delimiter: "," | ";"): string {
  return BYTE_ORDER_MARK + rows.map((row) => row.map(csvCell).join(delimiter) + "\r\n").join("");
}

/** A cell quoted only when RFC 4180 asks (a comma, a quote or a line break in it), its quotes doubled. */
function plainCell(value: CsvCell): string {
  const text = disarmed(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The rows as an RFC 4180 file for programs (the open data): the first row is the header, commas,
 * CRLF. Unlike toCsv, no byte order mark (the Content-Type says UTF-8, and a mark would stick to the
 * first column's name in most parsers) and quotes only where needed. Formulas are disarmed as in
 * toCsv, by the same rule: a journalist opens the file in a spreadsheet, and a name or a result typed
 * in the back office (or a CSV import) may start like one. A program reading a cell that starts with
 * an apostrophe followed by one of those characters drops the apostrophe (rearmedCell).
 */
export function dataCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(plainCell).join(",") + "\r\n").join("");
}
