import type { Island } from "~/content/venues.ts";

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

/** Map units per degree of latitude; longitude is scaled by the cosine of the latitude. */
const SCALE = 1000;

export const MAP_WIDTH = 860;
export const MAP_HEIGHT = 540;

/** Where each island is drawn: the frame's top-left longitude and latitude and its offset on the map. */
interface Frame {
  west: number;
  north: number;
  offset: Point;
  cosLat: number;
}

const MAIN_FRAME: Frame = { west: -149.99, north: -17.42, offset: { x: 0, y: 0 }, cosLat: Math.cos((17.65 * Math.PI) / 180) };

/** Raiatea lies far to the north-west: it is drawn at the same scale in an inset, bottom left. */
export const INSET = { x: 14, y: 262, width: 196, height: 264 };
const INSET_FRAME: Frame = {
  west: -151.545,
  north: -16.72,
  offset: { x: INSET.x, y: INSET.y + 26 },
  cosLat: Math.cos((16.83 * Math.PI) / 180),
};

interface IslandShape {
  coast: LonLat[];
  frame: Frame;
  /** Where the island's name is written, and the centre that marker labels fan out from. */
  centre: LonLat;
  /** Distance from the centre at which the numbered labels sit, outside the coast. */
  labelRadius: number;
}

const ISLANDS: Record<Island, IslandShape> = {
  Tahiti: { coast: TAHITI_COAST, frame: MAIN_FRAME, centre: [-149.45, -17.645], labelRadius: 215 },
  Moorea: { coast: MOOREA_COAST, frame: MAIN_FRAME, centre: [-149.845, -17.545], labelRadius: 105 },
  Raiatea: { coast: RAIATEA_COAST, frame: INSET_FRAME, centre: [-151.435, -16.835], labelRadius: 90 },
};

function project([lon, lat]: LonLat, frame: Frame): Point {
  return {
    x: frame.offset.x + (lon - frame.west) * frame.cosLat * SCALE,
    y: frame.offset.y + (frame.north - lat) * SCALE,
  };
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

export interface IslandDrawing {
  island: Island;
  path: string;
  centre: Point;
}

export function islandDrawings(): IslandDrawing[] {
  return (Object.keys(ISLANDS) as Island[]).map((island) => {
    const shape = ISLANDS[island];
    return { island, path: smoothClosedPath(shape.coast.map((p) => project(p, shape.frame))), centre: project(shape.centre, shape.frame) };
  });
}

export interface MarkerInput {
  number: number;
  island: Island;
  lon: number;
  lat: number;
}

export interface PlacedMarker {
  number: number;
  /** The located place, drawn as a dot. */
  anchor: Point;
  /** The numbered badge, moved out to sea so that badges never overlap. */
  label: Point;
}

export const MARKER_RADIUS = 12;

/** Places every island's numbered badges on a ring around it, each near its own place. */
export function placeMarkers(markers: MarkerInput[]): PlacedMarker[] {
  const placed: PlacedMarker[] = [];
  for (const island of Object.keys(ISLANDS) as Island[]) {
    const shape = ISLANDS[island];
    const centre = project(shape.centre, shape.frame);
    const own = markers.filter((marker) => marker.island === island);
    const anchors = own.map((marker) => project([marker.lon, marker.lat], shape.frame));
    const angles = spreadAngles(
      anchors.map((a) => Math.atan2(a.y - centre.y, a.x - centre.x)),
      (2 * MARKER_RADIUS + 5) / shape.labelRadius,
    );
    own.forEach((marker, i) => {
      const angle = angles[i]!;
      const anchor = anchors[i]!;
      const label = { x: centre.x + Math.cos(angle) * shape.labelRadius, y: centre.y + Math.sin(angle) * shape.labelRadius };
      placed.push({ number: marker.number, anchor: { x: round(anchor.x), y: round(anchor.y) }, label: { x: round(label.x), y: round(label.y) } });
    });
  }
  return placed.sort((a, b) => a.number - b.number);
}
