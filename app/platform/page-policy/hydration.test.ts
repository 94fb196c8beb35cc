import { describe, expect, it } from "vitest";
import { hydrates } from "./hydration.ts";

describe("hydrates", () => {
  it("is true when one matched route asks to hydrate", () => {
    expect(hydrates([undefined, { hydrate: true }])).toBe(true);
  });

  it("is false for public pages: no handle, or handles without the flag", () => {
    expect(hydrates([undefined, undefined])).toBe(false);
    expect(hydrates([{}, { hydrate: false }, null])).toBe(false);
  });
});
