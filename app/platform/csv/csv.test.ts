import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { csvCell, dataCsv, rearmedCell, toCsv } from "./csv.ts";

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

describe("rearmedCell", () => {
  it.each(["=1+1", "+689 40 12 34 56", "-2", "@A1", "\t=1", "＝1", "'=1", "''-2"])("reads a disarmed cell back as it was: %j", (value) => {
    const written = csvCell(value).slice(1, -1).replace(/""/g, '"');
    expect(rearmedCell(written)).toBe(value);
  });

  it("keeps an apostrophe that disarms nothing", () => {
    expect(rearmedCell("'Atimaono")).toBe("'Atimaono");
    expect(rearmedCell("Fare Va'a")).toBe("Fare Va'a");
    expect(rearmedCell("'")).toBe("'");
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

describe("dataCsv", () => {
  it("quotes only what RFC 4180 asks, without a byte order mark, and disarms formulas as toCsv does", () => {
    const rows = [["mark", "athlete", "note"], ["-1", "=Tavita", 'a "b", c'], [12, null, "two\nlines"], [-3, "@SUM(A1)", "\t=1+1"], ["+689", "＝1", "'=2"]];
    const text = dataCsv(rows);
    expect(text).toBe(`mark,athlete,note\r\n'-1,'=Tavita,"a ""b"", c"\r\n12,,"two\nlines"\r\n'-3,'@SUM(A1),'\t=1+1\r\n'+689,'＝1,''=2\r\n`);
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    const read = parse(text) as string[][];
    expect(read[1]).toEqual(["'-1", "'=Tavita", 'a "b", c']);
    expect(read.slice(1).map((row) => row.map(rearmedCell))).toEqual([["-1", "=Tavita", 'a "b", c'], ["12", "", "two\nlines"], ["-3", "@SUM(A1)", "\t=1+1"], ["+689", "＝1", "'=2"]]);
  });

  it("keeps characters of every language as they are", () => {
    expect(parse(dataCsv([["name_zh", "name_ja"], ["男子100米", "男子100m"]]))).toEqual([["name_zh", "name_ja"], ["男子100米", "男子100m"]]);
  });
});
