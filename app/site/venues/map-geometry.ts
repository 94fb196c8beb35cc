import type { Island } from "~/domain/content/kinds/venues.ts";

// A schematic map drawn from a few coastline points per island (longitude, latitude), projected
// with an equirectangular projection: at this size the islands' shapes and the venues' communes
// read correctly, which is all the map claims.

type LonLat = readonly [number, number];
export interface Point {
  x: number;
  y: number;
}

const TAHITI_COAST: LonLat[] = [
  [-149.495, -17.493], // Pointe Vénus
  [-149.44, -17.503],
  [-149.4, -17.507],
  [-149.34, -17.535],
  [-149.295, -17.575],
  [-149.285, -17.62],
  [-149.292, -17.665],
  [-149.3, -17.715], // Taravao isthmus, east side
  [-149.25, -17.725],
  [-149.2, -17.72],
  [-149.155, -17.742],
  [-149.13, -17.78],
  [-149.158, -17.848],
  [-149.21, -17.878],
  [-149.262, -17.858],
  [-149.29, -17.8],
  [-149.322, -17.765], // Taravao isthmus, west side
  [-149.365, -17.76],
  [-149.405, -17.772],
  [-149.46, -17.775],
  [-149.522, -17.758],
  [-149.565, -17.722],
  [-149.592, -17.684],
  [-149.616, -17.628],
  [-149.617, -17.557],
  [-149.572, -17.529],
  [-149.54, -17.524],
  [-149.518, -17.512],
];

const MOOREA_COAST: LonLat[] = [
  [-149.905, -17.49],
  [-149.862, -17.484],
  [-149.84, -17.497],
  [-149.82, -17.481],
  [-149.78, -17.485],
  [-149.757, -17.5],
  [-149.768, -17.54],
  [-149.78, -17.575],
  [-149.8, -17.6],
  [-149.84, -17.607],
  [-149.882, -17.59],
  [-149.925, -17.555],
  [-149.932, -17.52],
];

const RAIATEA_COAST: LonLat[] = [
  [-151.44, -16.727],
  [-151.4, -16.76],
  [-151.372, -16.81],
  [-151.368, -16.86],
  [-151.38, -16.91],
  [-151.41, -16.942],
  [-151.458, -16.925],
  [-151.488, -16.862],
  [-151.5, -16.8],
  [-151.472, -16.75],
];

// One map per island, each at its own scale, so that every island fills a phone's width. A map unit
// is drawn at about one CSS pixel on a 390 px phone (the route sizes each map accordingly), so the
// marker badges and their numbers keep a legible size instead of shrinking with one big map.

interface IslandShape {
  coast: LonLat[];
  /** Map units per degree of latitude; longitude is scaled by the cosine of the latitude. */
  scale: number;
  /** The point the located markers fan out from, and where the markers of unplaced venues sit. */
  centre: LonLat;
  /** Distance from the centre, in map units, at which located markers sit, outside the coast. */
  labelRadius: number;
}

const ISLANDS: Record<Island, IslandShape> = {
  Tahiti: { coast: TAHITI_COAST, scale: 580, centre: [-149.45, -17.645], labelRadius: 128 },
  Moorea: { coast: MOOREA_COAST, scale: 1150, centre: [-149.845, -17.545], labelRadius: 105 },
  Raiatea: { coast: RAIATEA_COAST, scale: 1050, centre: [-151.435, -16.835], labelRadius: 90 },
};

export const MARKER_RADIUS = 15;
/** Free space between two neighbouring badges. */
const MARKER_GAP = 4;
/** Sea around the drawing, in map units. */
const MARGIN = 10;
/** The corner, top right, kept for the north arrow. */
export const COMPASS = { width: 36, height: 58 };

function project([lon, lat]: LonLat, shape: IslandShape): Point {
  const cosLat = Math.cos((shape.centre[1] * Math.PI) / 180);
  return { x: (lon - shape.centre[0]) * cosLat * shape.scale, y: (shape.centre[1] - lat) * shape.scale };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A closed, smooth SVG path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosedPath(points: Point[]): string {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n]!;
  let d = `M${round(at(0).x)} ${round(at(0).y)}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${round(c1.x)} ${round(c1.y)} ${round(c2.x)} ${round(c2.y)} ${round(p2.x)} ${round(p2.y)}`;
  }
  return `${d}Z`;
}

/**
 * Spreads angles (radians) so that neighbours are at least `gap` apart, moving each as little as
 * the crowd allows. The cut of the circle is put in the widest empty sector, so a cluster that
 * straddles ±π stays together.
 */
export function spreadAngles(angles: number[], gap: number): number[] {
  if (angles.length < 2) return [...angles];
  const order = angles.map((angle, index) => ({ angle, index })).sort((a, b) => a.angle - b.angle);
  let cut = 0;
  let widest = -1;
  order.forEach((item, i) => {
    const last = i === order.length - 1;
    const span = last ? order[0]!.angle + 2 * Math.PI - item.angle : order[i + 1]!.angle - item.angle;
    if (span > widest) [widest, cut] = [span, (i + 1) % order.length];
  });
  const sequence = [...order.slice(cut), ...order.slice(0, cut)];
  const unwrapped = sequence.map((item, i) => (i > 0 && item.angle < sequence[0]!.angle ? item.angle + 2 * Math.PI : item.angle));
  // Relax pairs symmetrically, then one forward sweep guarantees the gap.
  for (let pass = 0; pass < 100; pass++) {
    for (let i = 1; i < unwrapped.length; i++) {
      const overlap = gap - (unwrapped[i]! - unwrapped[i - 1]!);
      if (overlap > 0) {
        unwrapped[i - 1]! -= overlap / 2;
        unwrapped[i]! += overlap / 2;
      }
    }
  }
  for (let i = 1; i < unwrapped.length; i++) unwrapped[i] = Math.max(unwrapped[i]!, unwrapped[i - 1]! + gap);
  const result = new Array<number>(angles.length);
  sequence.forEach((item, i) => (result[item.index] = unwrapped[i]!));
  return result;
}

export interface MarkerInput {
  number: number;
  /** The commune or locality; absent when only the island is known. */
  position?: { lon: number; lat: number };
}

export interface PlacedMarker {
  number: number;
  /** The located place, drawn as a dot; absent for a venue known only by its island. */
  anchor?: Point;
  /** The numbered badge: moved out to sea for a located venue so that badges never overlap. */
  badge: Point;
}

export interface IslandMap {
  viewBox: { x: number; y: number; width: number; height: number };
  coast: string;
  markers: PlacedMarker[];
}

/**
 * An island's map: its outline and its numbered badges. Located venues get a badge on a ring around
 * the island, each near its own place; venues known only by their island share a row in its middle.
 */
export function islandMap(island: Island, markers: MarkerInput[]): IslandMap {
  const shape = ISLANDS[island];
  const coastPoints = shape.coast.map((p) => project(p, shape));
  const located = markers.filter((marker) => marker.position);
  const anchors = located.map((marker) => project([marker.position!.lon, marker.position!.lat], shape));
  const angles = spreadAngles(
    anchors.map((a) => Math.atan2(a.y, a.x)),
    (2 * MARKER_RADIUS + MARKER_GAP) / shape.labelRadius,
  );
  const placed: PlacedMarker[] = located.map((marker, i) => ({
    number: marker.number,
    anchor: { x: round(anchors[i]!.x), y: round(anchors[i]!.y) },
    badge: { x: round(Math.cos(angles[i]!) * shape.labelRadius), y: round(Math.sin(angles[i]!) * shape.labelRadius) },
  }));
  const unplaced = markers.filter((marker) => !marker.position);
  const step = 2 * MARKER_RADIUS + MARKER_GAP;
  unplaced.forEach((marker, i) => placed.push({ number: marker.number, badge: { x: round((i - (unplaced.length - 1) / 2) * step), y: 0 } }));

  const xs = [...coastPoints.map((p) => p.x), ...placed.flatMap((m) => [m.badge.x - MARKER_RADIUS, m.badge.x + MARKER_RADIUS])];
  const ys = [...coastPoints.map((p) => p.y), ...placed.flatMap((m) => [m.badge.y - MARKER_RADIUS, m.badge.y + MARKER_RADIUS])];
  const [minX, minY] = [Math.min(...xs) - MARGIN, Math.min(...ys) - MARGIN];
  let maxX = Math.max(...xs) + MARGIN;
  const maxY = Math.max(...ys) + MARGIN;
  // Where the land or a badge reaches the top right corner, the map widens to give the arrow open sea.
  const inCorner = (px: number, py: number) => px > maxX - COMPASS.width && py < minY + COMPASS.height;
  if (coastPoints.some((p) => inCorner(p.x, p.y)) || placed.some((m) => inCorner(m.badge.x + MARKER_RADIUS, m.badge.y - MARKER_RADIUS))) maxX += COMPASS.width;
  return {
    viewBox: { x: Math.floor(minX), y: Math.floor(minY), width: Math.ceil(maxX - minX), height: Math.ceil(maxY - minY) },
    coast: smoothClosedPath(coastPoints),
    markers: placed.sort((a, b) => a.number - b.number),
  };
}
