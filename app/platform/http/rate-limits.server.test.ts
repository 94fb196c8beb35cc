import { RateLimiterMemory } from "rate-limiter-flexible";
import { describe, expect, it } from "vitest";
import { addressKey, createRateLimits, LIMIT_RULES } from "./rate-limits.server.ts";

describe("addressKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:127.0.0.1", "127.0.0.1"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("counts %s as %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

describe("createRateLimits", () => {
  it("makes every limit in memory on the embedded database, new ones for each site", async () => {
    const first = await createRateLimits({ kind: "pglite" });
    const second = await createRateLimits({ kind: "pglite" });
    expect(Object.keys(first).sort()).toEqual(Object.keys(LIMIT_RULES).sort());
    for (const [name, limiter] of Object.entries(first)) {
      expect(limiter).toBeInstanceOf(RateLimiterMemory);
      expect(limiter.points).toBe(LIMIT_RULES[name as keyof typeof LIMIT_RULES].points);
    }
    // Two sites in one process count apart: one's spent points are not the other's.
    for (let i = 0; i < LIMIT_RULES.gate.points; i++) await first.gate.consume("192.0.2.1");
    await expect(first.gate.consume("192.0.2.1")).rejects.toMatchObject({ remainingPoints: 0 });
    await expect(second.gate.consume("192.0.2.1")).resolves.toMatchObject({ consumedPoints: 1 });
  });
});
