import { describe, expect, it } from "vitest";
import { VENUES, mapNumbers } from "~/content/venues.ts";
import { MAP_HEIGHT, MAP_WIDTH, MARKER_RADIUS, placeMarkers, smoothClosedPath, spreadAngles } from "./map-geometry.ts";

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

describe("placeMarkers", () => {
  const numbers = mapNumbers();
  const markers = VENUES.flatMap((venue) => (venue.position ? [{ number: numbers.get(venue.id)!, island: venue.island, ...venue.position }] : []));

  it("places every located venue, inside the map, with no two badges overlapping", () => {
    const placed = placeMarkers(markers);
    expect(placed.map((m) => m.number)).toEqual(markers.map((m) => m.number).sort((a, b) => a - b));
    for (const marker of placed) {
      expect(marker.label.x).toBeGreaterThan(MARKER_RADIUS);
      expect(marker.label.x).toBeLessThan(MAP_WIDTH - MARKER_RADIUS);
      expect(marker.label.y).toBeGreaterThan(MARKER_RADIUS);
      expect(marker.label.y).toBeLessThan(MAP_HEIGHT - MARKER_RADIUS);
    }
    for (const a of placed)
      for (const b of placed) if (a !== b) expect(Math.hypot(a.label.x - b.label.x, a.label.y - b.label.y)).toBeGreaterThanOrEqual(2 * MARKER_RADIUS);
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
