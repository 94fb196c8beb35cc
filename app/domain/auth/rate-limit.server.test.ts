import { describe, expect, it } from "vitest";
import { createRateLimits, LIMIT_RULES } from "~/platform/http/rate-limits.server.ts";
import { allowAccountRequest, finishSignIn, FREE_FAILURES, MAX_PAUSE_SECONDS, pauseAfterFailure, startSignIn } from "./rate-limit.server.ts";

const memoryLimits = () => createRateLimits({ kind: "pglite" });

/** One sign-in attempt as the form runs it: false when it was refused before the password was checked. */
async function attempt(limits: Awaited<ReturnType<typeof memoryLimits>>, ip: string, email: string, right: boolean) {
  if (!(await startSignIn(limits, ip, email))) return "refused";
  await finishSignIn(limits, ip, email, right);
  return right ? "signed-in" : "wrong";
}

describe("pauseAfterFailure", () => {
  it("lets ordinary typos through, then doubles up to a minute", () => {
    expect(pauseAfterFailure(1)).toBe(0);
    expect(pauseAfterFailure(FREE_FAILURES)).toBe(0);
    expect(pauseAfterFailure(FREE_FAILURES + 1)).toBe(2);
    expect(pauseAfterFailure(FREE_FAILURES + 2)).toBe(4);
    expect(pauseAfterFailure(FREE_FAILURES + 20)).toBe(MAX_PAUSE_SECONDS);
  });
});

describe("sign-in limits", () => {
  it("stops one address after its attempts on one account, and only that address", async () => {
    const limits = await memoryLimits();
    const results = [];
    for (let i = 0; i < LIMIT_RULES.signInByAccountAndAddress.points + 1; i++) results.push(await attempt(limits, "192.0.2.1", "hina@example.pf", false));
    expect(results.at(-1)).toBe("refused");
    expect(await attempt(limits, "192.0.2.2", "hina@example.pf", true)).toBe("signed-in");
    expect(await attempt(limits, "192.0.2.1", "moana@example.pf", true)).toBe("signed-in");
  });

  it("makes an address that failed on an account under attack wait, but not a fresh address", async () => {
    const limits = await memoryLimits();
    for (let i = 0; i < FREE_FAILURES; i++) expect(await attempt(limits, `198.51.100.${i}`, "hina@example.pf", false)).toBe("wrong");
    // Ordinary typos: the next try from the same address goes through at once.
    expect(await attempt(limits, "198.51.100.0", "hina@example.pf", false)).toBe("wrong");
    // The account is now under attack: that address waits, whatever it sends.
    expect(await attempt(limits, "198.51.100.0", "hina@example.pf", true)).toBe("refused");
    for (let i = 10; i < 60; i++) await attempt(limits, `198.51.100.${i}`, "hina@example.pf", false);
    // The owner, from an address that has not failed, is let in at once.
    expect(await attempt(limits, "203.0.113.50", "hina@example.pf", true)).toBe("signed-in");
  });

  it("gives a success no attempt back on the address's overall count", async () => {
    const limits = await memoryLimits();
    for (let i = 0; i < LIMIT_RULES.signInByAddress.points; i++) {
      expect(await attempt(limits, "192.0.2.9", i % 2 ? "own@example.pf" : `victim${i}@example.pf`, i % 2 === 1)).not.toBe("refused");
    }
    expect(await attempt(limits, "192.0.2.9", "own@example.pf", true)).toBe("refused");
  });

  it("counts an IPv6 /64 as one address", async () => {
    const limits = await memoryLimits();
    for (let i = 0; i < LIMIT_RULES.signInByAccountAndAddress.points; i++) await attempt(limits, `2001:db8:1:2::${i + 1}`, "hina@example.pf", false);
    expect(await attempt(limits, "2001:db8:1:2:aaaa::1", "hina@example.pf", true)).toBe("refused");
    expect(await attempt(limits, "2001:db8:1:3::1", "hina@example.pf", true)).toBe("signed-in");
  });
});

describe("allowAccountRequest", () => {
  it("limits an action per account and per address", async () => {
    const limits = await memoryLimits();
    for (let i = 0; i < LIMIT_RULES.accountRequestsByAccount.points; i++) expect(await allowAccountRequest(limits, "reset", `192.0.2.${i}`, "hina@example.pf")).toBe(true);
    expect(await allowAccountRequest(limits, "reset", "192.0.2.200", "hina@example.pf")).toBe(false);
    // Another action keeps its own count.
    expect(await allowAccountRequest(limits, "resend", "192.0.2.200", "hina@example.pf")).toBe(true);
  });
});
