import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { DELEGATIONS } from "~/content/delegations.ts";
import { FLAG_URLS } from "./flag-urls.ts";

const require = createRequire(import.meta.url);

describe("delegation flags", () => {
  it.each(DELEGATIONS.map((d) => [d.code, d.region] as const))("%s (%s) has a flag file of flag-icons", (_code, region) => {
    expect(existsSync(require.resolve(`flag-icons/flags/4x3/${region.toLowerCase()}.svg`))).toBe(true);
    expect(FLAG_URLS[region]).toMatch(new RegExp(`/${region.toLowerCase()}[.-][^/]*svg`));
  });

  it("imports no flag that no delegation shows", () => {
    expect(Object.keys(FLAG_URLS).sort()).toEqual(DELEGATIONS.map((d) => d.region).sort());
  });
});
