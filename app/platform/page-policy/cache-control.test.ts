import { describe, expect, it } from "vitest";
import { cacheControlFor } from "./cache-control.ts";

describe("cacheControlFor", () => {
  it("keeps pages to the browser behind the gate, to a CDN for 10 s once it is off, revalidated at every visit", () => {
    expect(cacheControlFor(false, 0)).toBe("private, no-cache");
    expect(cacheControlFor(true, 0)).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
  });

  it("lets an answer that says how fresh it is be reused that long, by anyone only once the gate is off", () => {
    expect(cacheControlFor(false, 30)).toBe("private, max-age=30");
    expect(cacheControlFor(true, 30)).toBe("public, max-age=30");
  });
});
