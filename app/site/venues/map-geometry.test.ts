import { describe, expect, it } from "vitest";
import { EVENT } from "~/domain/event/games.ts";
import { initialVenuesOn as venuesOn } from "../../../tests/helpers/initial-content.ts";
import { MARKER_RADIUS, islandMap, smoothClosedPath, spreadAngles } from "./map-geometry.ts";

describe("spreadAngles", () => {
  it("keeps angles that are already apart", () => {
    expect(spreadAngles([0, 1, 2], 0.5)).toEqual([0, 1, 2]);
  });

  it("separates crowded angles by the gap, around their middle, in their order", () => {
    const spread = spreadAngles([1, 1, 1], 0.2);
    expect(spread[1]! - spread[0]!).toBeCloseTo(0.2);
    expect(spread[2]! - spread[1]!).toBeCloseTo(0.2);
    expect((spread[0]! + spread[2]!) / 2).toBeCloseTo(1);
  });

  it("keeps a cluster that straddles the back of the circle together", () => {
    const spread = spreadAngles([Math.PI - 0.01, -Math.PI + 0.01], 0.2);
    const gap = Math.abs(spread[1]! - spread[0]!);
    expect(gap).toBeCloseTo(0.2);
  });
});

describe("islandMap", () => {
  it.each(EVENT.islands)("marks every venue of %s inside its map, with no two badges overlapping", (island) => {
    const markers = venuesOn(island).map((venue) => ({ number: venue.number, position: venue.position }));
    const { viewBox, markers: placed } = islandMap(island, markers);
    expect(placed.map((m) => m.number)).toEqual(markers.map((m) => m.number).sort((a, b) => a - b));
    for (const { badge } of placed) {
      expect(badge.x - MARKER_RADIUS).toBeGreaterThanOrEqual(viewBox.x);
      expect(badge.x + MARKER_RADIUS).toBeLessThanOrEqual(viewBox.x + viewBox.width);
      expect(badge.y - MARKER_RADIUS).toBeGreaterThanOrEqual(viewBox.y);
      expect(badge.y + MARKER_RADIUS).toBeLessThanOrEqual(viewBox.y + viewBox.height);
    }
    for (const a of placed)
      for (const b of placed) if (a !== b) expect(Math.hypot(a.badge.x - b.badge.x, a.badge.y - b.badge.y)).toBeGreaterThanOrEqual(2 * MARKER_RADIUS);
  });

  it("draws a located venue's place and leaves a venue known only by its island unplaced", () => {
    const { markers } = islandMap("Moorea", [
      { number: 1, position: { lon: -149.83, lat: -17.5 } },
      { number: 2 },
    ]);
    expect(markers[0]!.anchor).toBeDefined();
    expect(markers[1]!.anchor).toBeUndefined();
  });

  it("keeps each island's map about as wide as a phone's screen, so that it is drawn near one CSS pixel per unit", () => {
    for (const island of EVENT.islands) {
      const { viewBox } = islandMap(island, venuesOn(island).map((venue) => ({ number: venue.number, position: venue.position })));
      expect(viewBox.width, island).toBeLessThanOrEqual(345);
    }
  });
});

describe("smoothClosedPath", () => {
  it("draws one closed curve through every point", () => {
    const path = smoothClosedPath([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
    ]);
    expect(path).toMatch(/^M0 0C/);
    expect(path.match(/C/g)).toHaveLength(3);
    expect(path.endsWith("Z")).toBe(true);
  });
});
