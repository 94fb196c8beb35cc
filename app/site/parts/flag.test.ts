import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { FLAG_REGIONS } from "~/domain/content/kinds/delegations.ts";
import { FLAG_URLS } from "./flag-urls.ts";

const require = createRequire(import.meta.url);

describe("delegation flags", () => {
  it.each(FLAG_REGIONS)("%s has a flag file of flag-icons", (region) => {
    expect(existsSync(require.resolve(`flag-icons/flags/4x3/${region.toLowerCase()}.svg`))).toBe(true);
    expect(FLAG_URLS[region]).toMatch(new RegExp(`/${region.toLowerCase()}[.-][^/]*svg`));
  });

  it("imports the flag of every region a delegation may choose, and no other", () => {
    expect(Object.keys(FLAG_URLS).sort()).toEqual([...FLAG_REGIONS].sort());
  });
});
