import { describe, expect, it } from "vitest";
import { byteRange } from "./media-files.ts";

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
