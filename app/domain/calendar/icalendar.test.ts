import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { contentLine, escapeText, foldLine, serialize, utcDateTime, zonedDateTime } from "./icalendar.ts";

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (folded: string) => folded.replace(/\r\n /g, "").replace(/\r\n$/, "");

describe("escapeText", () => {
  it("escapes backslash, semicolon and comma, and writes line breaks as \\n", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeText("one\ntwo\r\nthree\rfour")).toBe("one\\ntwo\\nthree\\nfour");
  });

  it("drops the control characters a value may not hold, keeping tabs", () => {
    expect(escapeText("a\u0000b\u0007c\u001Fd\u007Fe\tf")).toBe("abcde\tf");
  });

  it("drops the Unicode line and paragraph separators (NEL, LS, PS), escaping the rest as before", () => {
    expect(escapeText("Finale\u2028DTSTART:20000101T000000Z\u2029Va'a\u0085V6, dames; \\")).toBe("FinaleDTSTART:20000101T000000ZVa'aV6\\, dames\\; \\\\");
    expect(contentLine({ name: "X-A", params: { P: "a\u2028b" }, value: "v" })).toBe("X-A;P=ab:v\r\n");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets whole and ends it with CRLF", () => {
    const line = "X".repeat(75);
    expect(foldLine(line)).toBe(`${line}\r\n`);
  });

  it("folds longer lines so that none passes 75 octets, continuations starting with a space", () => {
    const line = `DESCRIPTION:${"abcdefghij".repeat(20)}`;
    const folded = foldLine(line);
    const lines = folded.split("\r\n").slice(0, -1);
    expect(lines.length).toBe(3);
    for (const part of lines) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(octets(lines[0]!)).toBe(75);
    expect(lines.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it("counts octets, not characters, and never cuts a character's UTF-8 bytes", () => {
    // Three octets each (CJK), four (an emoji: a surrogate pair in JavaScript).
    const line = `SUMMARY:${"田径".repeat(30)}🏅${"競技日程".repeat(10)}`;
    const folded = foldLine(line);
    const lines = folded.split("\r\n").slice(0, -1);
    expect(lines.length).toBeGreaterThan(2);
    for (const part of lines) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
      // A cut inside a surrogate pair would leave a lone half here.
      expect(part).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    expect(unfold(folded)).toBe(line);
    // A four-octet character that would end past octet 75 moves whole to the next line.
    expect(foldLine(`${"X".repeat(73)}🏅`)).toBe(`${"X".repeat(73)}\r\n 🏅\r\n`);
  });
});

describe("contentLine", () => {
  it("writes parameters, quoting a value holding a colon, semicolon or comma", () => {
    expect(contentLine({ name: "DTSTART", params: { TZID: "Pacific/Tahiti" }, value: "20270802T090000" })).toBe("DTSTART;TZID=Pacific/Tahiti:20270802T090000\r\n");
    expect(contentLine({ name: "X-A", params: { P: "a:b", Q: 'say "hi"' }, value: "v" })).toBe('X-A;P="a:b";Q=say hi:v\r\n');
  });

  it("never lets a value break its line", () => {
    expect(contentLine({ name: "URL", value: "https://a.example/x\r\nBEGIN:VEVENT" })).toBe("URL:https://a.example/xBEGIN:VEVENT\r\n");
  });
});

describe("dates", () => {
  it("writes UTC date-times with a Z, and a zone's wall clock without one", () => {
    const instant = new Date("2027-08-02T19:05:09Z");
    expect(utcDateTime(instant)).toBe("20270802T190509Z");
    expect(zonedDateTime(instant, "Pacific/Tahiti")).toBe("20270802T090509");
    // Across midnight in Tahiti: the previous day there.
    expect(zonedDateTime(new Date("2027-08-03T04:30:00Z"), "Pacific/Tahiti")).toBe("20270802T183000");
  });
});

describe("serialize", () => {
  it("writes components that a real parser reads back, escapes and folds undone", () => {
    const summary = "Natation, 100 m; « nage libre » \\ finale\nligne 2 — " + "très long ".repeat(12);
    const body = serialize({
      name: "VCALENDAR",
      properties: [
        { name: "VERSION", value: "2.0" },
        { name: "PRODID", value: "-//test//EN" },
      ],
      components: [{ name: "VEVENT", properties: [{ name: "UID", value: "a@b" }, { name: "DTSTAMP", value: "20270101T000000Z" }, { name: "SUMMARY", value: escapeText(summary) }] }],
    });
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(body.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const vevent = new ICAL.Component(ICAL.parse(body)).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("summary")).toBe(summary);
  });
});
