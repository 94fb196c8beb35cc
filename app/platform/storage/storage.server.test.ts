import { describe, expect, it } from "vitest";
import { isStorageKey, MAX_KEY_LENGTH } from "./storage.server.ts";

describe("isStorageKey", () => {
  it.each(["media/3f9a0c/original.jpg", `media/${"ab12".repeat(16)}/w640.avif`, "a", "0/1", "media/a_b-c.d/e.tar.gz", `m/${"a".repeat(MAX_KEY_LENGTH - 2)}`])("accepts %s", (key) => {
    expect(isStorageKey(key)).toBe(true);
  });

  it.each(["", "/media/a.jpg", "media/a.jpg/", "media//a.jpg", "../a.jpg", "media/../a.jpg", "media/a..jpg", "./a.jpg", "media/.a", "media/a.", "media/_a", "media/a-", "Media/a.jpg", "media/a b.jpg", "media\\a.jpg", "media/a.jpg\u0000", "media/ä.jpg", "media/a%2e.jpg", `m/${"a".repeat(MAX_KEY_LENGTH - 1)}`])(
    "refuses %j",
    (key) => {
      expect(isStorageKey(key)).toBe(false);
    },
  );

  it("refuses what is not a string, whatever a caller's types said", () => {
    expect(isStorageKey(undefined as unknown as string)).toBe(false);
    expect(isStorageKey(["media/a.jpg"] as unknown as string)).toBe(false);
  });
});
