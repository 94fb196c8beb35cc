import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { LRUCache } from "lru-cache";

export const GATE_COOKIE = "t27_gate";
export const GATE_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/**
 * The gate cookie proves that its holder typed the password: "issuedAt.signature", signed with the
 * server secret over the issue time and a digest of the password, so changing the password or the
 * secret locks everyone out again.
 */
export class GateCookie {
  private readonly passwordDigest: string;
  // A crowd sends the same few cookies thousands of times a minute: each signature is checked once.
  private readonly signedHere = new LRUCache<string, true>({ max: 10_000 });

  constructor(
    private readonly secret: string,
    password: string,
  ) {
    this.passwordDigest = createHash("sha256").update(password).digest("base64url");
  }

  private sign(issuedAt: string): string {
    return createHmac("sha256", this.secret).update(`gate|${issuedAt}|${this.passwordDigest}`).digest("base64url");
  }

  issue(now = Date.now()): string {
    const issuedAt = String(Math.floor(now / 1000));
    return `${issuedAt}.${this.sign(issuedAt)}`;
  }

  verify(value: string | undefined, now = Date.now()): boolean {
    if (!value) return false;
    const [issuedAt, signature] = value.split(".");
    if (!issuedAt || !signature || !/^\d+$/.test(issuedAt)) return false;
    const age = now / 1000 - Number(issuedAt);
    if (age < 0 || age > GATE_COOKIE_MAX_AGE) return false;
    if (this.signedHere.has(value)) return true;
    const expected = Buffer.from(this.sign(issuedAt));
    const given = Buffer.from(signature);
    const valid = expected.length === given.length && timingSafeEqual(expected, given);
    if (valid) this.signedHere.set(value, true);
    return valid;
  }
}

/** Constant-time password comparison, exact and case-sensitive. */
export function passwordMatches(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
