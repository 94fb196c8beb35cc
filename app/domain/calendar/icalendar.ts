// The few rules of RFC 5545 (iCalendar) the calendar feeds write by: content lines ended by CRLF and
// folded at 75 octets, TEXT values escaped, DATE-TIME values in UTC or in a named zone's wall clock.

/** One content line: `NAME;PARAM=value:VALUE`, before folding. */
export interface Property {
  name: string;
  params?: Record<string, string>;
  value: string;
}

/** A component (VCALENDAR, VEVENT, VTIMEZONE...): its properties, then its own components. */
export interface Component {
  name: string;
  properties: Property[];
  components?: Component[];
}

const MAX_OCTETS = 75;
// Control characters a value may not hold (RFC 5545 §3.1: only HTAB among them), line breaks apart,
// and the Unicode line and paragraph separators (NEL, LS, PS): calendar programs that follow Unicode's
// line breaking split a line there, so an event's name could end its SUMMARY and start a line of its own.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u0085\u2028\u2029]/g;

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(CONTROLS, "")
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (§3.2): quoted when it holds `:`, `;` or `,`; a double quote cannot be written, so it goes. */
function paramValue(value: string): string {
  const clean = value.replace(CONTROLS, "").replace(/[\r\n"]/g, "");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * A content line folded so that no line is longer than 75 octets (§3.1): the rest goes on lines that
 * start with one space, never inside a character's UTF-8 bytes. Lines end with CRLF.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      // The continuation's leading space is one of its 75 octets.
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.map((part) => `${part}\r\n`).join("");
}

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

export function contentLine({ name, params, value }: Property): string {
  const parameters = Object.entries(params ?? {})
    .map(([param, paramVal]) => `;${param}=${paramValue(paramVal)}`)
    .join("");
  // A value never breaks its line: TEXT values are escaped by escapeText; others are ours (dates, URLs, numbers).
  return foldLine(`${name}${parameters}:${value.replace(/[\r\n]/g, "")}`);
}

/** A component and everything in it, as folded CRLF lines. */
export function serialize(component: Component): string {
  return [
    `BEGIN:${component.name}\r\n`,
    ...component.properties.map(contentLine),
    ...(component.components ?? []).map(serialize),
    `END:${component.name}\r\n`,
  ].join("");
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A DATE-TIME in UTC (§3.3.5, form 2): 20270802T190000Z. */
export function utcDateTime(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** A DATE-TIME as the wall clock of a time zone, for a property with that zone's TZID (§3.3.5, form 3): 20270802T090000. */
export function zonedDateTime(date: Date, timeZone: string): string {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
    wallClocks.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}
