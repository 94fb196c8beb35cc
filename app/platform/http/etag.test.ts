import { describe, expect, it } from "vitest";
import { etagMatches, strongEtag } from "./etag.ts";

describe("strongEtag", () => {
  it("is a quoted tag that follows the bytes, one byte is enough to change it", () => {
    const tag = strongEtag(Buffer.from('{"count":1}'));
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(strongEtag(Buffer.from('{"count":1}'))).toBe(tag);
    expect(strongEtag(Buffer.from('{"count":2}'))).not.toBe(tag);
  });
});

describe("etagMatches", () => {
  const tag = '"abc"';
  it("finds the tag in a list, weak or strong, or a star", () => {
    expect(etagMatches('"abc"', tag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', tag)).toBe(true);
    expect(etagMatches(" * ", tag)).toBe(true);
  });
  it("refuses another tag, a tag without its quotes, or no header", () => {
    expect(etagMatches('"abd"', tag)).toBe(false);
    expect(etagMatches("abc", tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagMatches("", tag)).toBe(false);
  });
});
