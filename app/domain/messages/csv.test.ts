import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csvCell", () => {
  it("quotes every cell and doubles the quotes inside", () => {
    expect(csvCell("Fare Va'a")).toBe(`"Fare Va'a"`);
    expect(csvCell('Le "Heiva"')).toBe(`"Le ""Heiva"""`);
    expect(csvCell("a;b,c")).toBe(`"a;b,c"`);
    expect(csvCell(12)).toBe(`"12"`);
    expect(csvCell(null)).toBe(`""`);
  });

  it.each(["=HYPERLINK(\"https://evil.example\",\"Cliquez\")", "+689 40 12 34 56", "-2+3", "@SUM(A1:A9)", "\t=1+1", "\r=1+1", "＝1+1", "＋1", "－1", "＠A1"])(
    "disarms a cell that starts like a formula: %j",
    (value) => {
      expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
    },
  );

  it("leaves a formula sign alone past the first character", () => {
    expect(csvCell("Total = 3")).toBe(`"Total = 3"`);
    expect(csvCell("hina@example.pf")).toBe(`"hina@example.pf"`);
  });
});

describe("toCsv", () => {
  it("starts with a byte order mark, ends each row with CRLF and keeps line breaks inside a cell", () => {
    const csv = toCsv(
      [
        ["Nom", "Message"],
        ["Hélène", "Première ligne\nDeuxième ligne"],
      ],
      ";",
    );
    expect(csv).toBe(`\uFEFF"Nom";"Message"\r\n"Hélène";"Première ligne\nDeuxième ligne"\r\n`);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("separates with the delimiter given", () => {
    expect(toCsv([["a", "b"]], ",")).toBe(`\uFEFF"a","b"\r\n`);
  });
});
