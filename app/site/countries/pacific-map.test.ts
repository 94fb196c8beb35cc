import { describe, expect, it } from "vitest";
import { initialItems } from "~/domain/content/initial-content.server.ts";
import { type Box, markerLayout } from "./pacific-map.tsx";

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("markerLayout", () => {
  // The delegations as a new database has them: the map's hand-placed labels are made for these.
  const delegations = initialItems("delegations").map(({ id, data }) => ({ code: id, ...data }));
  const targets = delegations.map(({ code, position, host }) => ({ code, ...markerLayout(code, position!.lat, position!.lon, host === true).target }));

  it("gives every marker a touch target at least 34 map units high and wide (24 CSS px at the map's smallest)", () => {
    for (const target of targets) {
      expect(target.height, target.code).toBeGreaterThanOrEqual(34);
      expect(target.width, target.code).toBeGreaterThanOrEqual(34);
    }
  });

  it("keeps the touch targets of close neighbours (the Samoas, Tokelau, Wallis and Futuna...) apart", () => {
    const clashes = targets.flatMap((a, i) => targets.slice(i + 1).filter((b) => overlap(a, b)).map((b) => `${a.code}/${b.code}`));
    expect(clashes).toEqual([]);
  });
});
