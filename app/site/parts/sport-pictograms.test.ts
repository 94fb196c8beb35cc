import { describe, expect, it } from "vitest";
import { initialItems } from "~/domain/content/initial-content.server.ts";
import { GEAR_WIDTH, PARA_PICTOGRAMS, SPORT_PICTOGRAMS, type Shape } from "./sport-pictograms.ts";

// The sports a new site starts with, each drawn.
const SPORT_SLUGS = initialItems("sports").map((item) => item.id);
const ALL: [string, readonly Shape[]][] = [
  ...SPORT_SLUGS.map((slug) => [slug, SPORT_PICTOGRAMS[slug] ?? []] as [string, readonly Shape[]]),
  ...Object.entries(PARA_PICTOGRAMS).map(([slug, shapes]) => [`para ${slug}`, shapes] as [string, readonly Shape[]]),
];

describe("sport pictograms", () => {
  it("gives each of the 24 sports and each para sport a drawing of its own", () => {
    for (const slug of SPORT_SLUGS) expect(SPORT_PICTOGRAMS[slug], slug).toBeDefined();
    const drawings = ALL.map(([, shapes]) => JSON.stringify(shapes));
    expect(new Set(drawings).size).toBe(SPORT_SLUGS.length + Object.keys(PARA_PICTOGRAMS).length);
  });

  it.each(ALL)("%s stays inside the 48 x 48 grid", (_name, shapes) => {
    for (const shape of shapes) {
      const circle = "head" in shape ? [...shape.head, 4.5] : "ring" in shape ? [shape.ring[0], shape.ring[1], shape.ring[2] + GEAR_WIDTH / 2] : "dot" in shape ? shape.dot : undefined;
      if (!circle) continue;
      const [cx, cy, r] = circle as [number, number, number];
      expect(Math.min(cx - r, cy - r), JSON.stringify(shape)).toBeGreaterThanOrEqual(0);
      expect(Math.max(cx + r, cy + r), JSON.stringify(shape)).toBeLessThanOrEqual(48);
    }
  });
});
