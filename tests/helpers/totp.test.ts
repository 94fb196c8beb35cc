import { describe, expect, it } from "vitest";
import { base32Decode, totp, wrongTotp } from "./totp.ts";

// RFC 6238 appendix B, SHA-1 rows: the secret is the ASCII "12345678901234567890".
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("the tests' TOTP", () => {
  it("decodes base32", () => {
    expect(base32Decode(RFC_SECRET).toString()).toBe("12345678901234567890");
  });

  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
  ])("gives the RFC 6238 code at %i s", (seconds, code) => {
    expect(totp(RFC_SECRET, seconds * 1000, 30, 8)).toBe(code);
    expect(totp(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
  });

  it("finds a wrong code", () => {
    const now = Date.now();
    const wrong = wrongTotp(RFC_SECRET, now);
    expect([-1, 0, 1].map((step) => totp(RFC_SECRET, now + step * 30_000))).not.toContain(wrong);
  });
});
