import { describe, expect, it } from "vitest";
import { byteRange, ifNoneMatchNames } from "./media-files.ts";

describe("byteRange", () => {
  it("reads the three forms of a single range", () => {
    expect(byteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
    expect(byteRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("refuses what cannot be served", () => {
    for (const header of ["bytes=1000-", "bytes=5-1", "bytes=-0", "bytes=-", "items=0-1", "bytes=0-1,5-6", "bytes=a-b", ""]) {
      expect(byteRange(header, 1000), header).toBeNull();
    }
    expect(byteRange("bytes=0-0", 0)).toBeNull();
  });
});

describe("ifNoneMatchNames", () => {
  const etag = '"abc-original.jpg"';
  it("matches weakly, within a list, and any file for *", () => {
    for (const header of [etag, `W/${etag}`, `"x", ${etag}`, `W/"x",W/${etag}`, ` "x" ,  ${etag} `, "*", '"a,b", "abc-original.jpg"']) {
      expect(ifNoneMatchNames(header, etag), header).toBe(true);
    }
  });

  it("does not match another tag, a part of one, or a tag unquoted", () => {
    for (const header of ['"x"', 'W/"x", "y"', '"abc"', '"abc-original.jpg-2"', "abc-original.jpg", '"a,abc-original.jpg"', "", "*, \"x\""]) {
      expect(ifNoneMatchNames(header, etag), header).toBe(false);
    }
  });
});
