import { describe, expect, it } from "vitest";
import { sniffType, startsLikeSvg } from "./sniff.server.ts";

const text = (value: string) => new TextEncoder().encode(value);

/** An ISO BMFF file's first box, then some padding. */
function ftyp(major: string, compatible: string[]): Uint8Array {
  const brands = Buffer.from([major, "\0\0\0\0", ...compatible].join(""), "latin1");
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write("ftyp", 4, "latin1");
  brands.copy(box, 8);
  return Buffer.concat([box, Buffer.alloc(64)]);
}

describe("startsLikeSvg", () => {
  it.each([
    ["a bare <svg>", "<svg xmlns='http://www.w3.org/2000/svg'/>"],
    ["a byte order mark and white space", "\ufeff\n  <svg>"],
    ["an XML declaration, comments and a doctype", '<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><!-- again --><svg\n>'],
    ["a doctype with an internal subset full of >", '<!DOCTYPE svg [ <!ENTITY a "<b>"> ] ><svg/>'],
  ])("recognises %s", (_, value) => {
    expect(startsLikeSvg(text(value))).toBe(true);
  });

  it.each([
    ["HTML", "<!doctype html><html><svg></svg></html>"],
    ["an element whose name starts with svg", "<svgfoo/>"],
    ["text before the element", "hello <svg/>"],
    ["an unclosed comment", "<!-- <svg/>"],
    ["a PHP script", "<?php echo 1; ?><svg/>"],
    ["UTF-16", Buffer.from("\ufeff<svg/>", "utf16le")],
  ])("does not take %s for SVG", (_, value) => {
    expect(startsLikeSvg(typeof value === "string" ? text(value) : value)).toBe(false);
  });
});

describe("sniffType", () => {
  it.each([
    ["isom", ["isom", "iso2", "mp41"]],
    ["mp42", ["mp42", "isom"]],
    ["M4V ", ["M4V ", "mp42"]],
    ["XAVC", ["XAVC", "mp42", "iso2"]],
  ])("takes an MP4 of brand %j as video/mp4", async (major, compatible) => {
    expect(await sniffType(ftyp(major, compatible))).toEqual({ accepted: true, kind: "video", mime: "video/mp4", extension: "mp4" });
  });

  it.each([
    ["QuickTime", ftyp("qt  ", ["qt  "]), "video/quicktime"],
    ["an audio-only M4A", ftyp("M4A ", ["M4A ", "mp42", "isom"]), "audio/x-m4a"],
    ["3GPP", ftyp("3gp4", ["3gp4"]), "video/3gpp"],
    ["an ISO BMFF box of no known brand", ftyp("ABCD", []), "video/mp4 (unknown brand)"],
    ["a Windows program", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]), "application/x-msdownload"],
    ["XML other than SVG", text('<?xml version="1.0"?><feed/>'), "application/xml"],
    ["HTML", text("<!doctype html><title>x</title>"), null],
  ])("refuses %s, saying what it is", async (_, head, detected) => {
    expect(await sniffType(head)).toEqual({ accepted: false, detected });
  });
});
