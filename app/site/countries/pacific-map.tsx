import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { COASTLINES } from "./coastlines.ts";

// Equirectangular projection of 110° E to 140° W (across the antimeridian) and 30° N to 50° S,
// at ten SVG units per degree.
const WEST = 110;
const EAST = 220;
const NORTH = 30;
const SOUTH = -50;
const SCALE = 10;
const WIDTH = (EAST - WEST) * SCALE;
const HEIGHT = (NORTH - SOUTH) * SCALE;

/** SVG coordinates of a point; west longitudes are taken past 180° so the Pacific stays in one piece. */
export function project(lat: number, lon: number): { x: number; y: number } {
  const east = lon < 0 ? lon + 360 : lon;
  return { x: Math.round((east - WEST) * SCALE * 10) / 10, y: Math.round((NORTH - lat) * SCALE * 10) / 10 };
}

const COAST_PATHS = COASTLINES.map(
  (ring) =>
    ring
      .map(([lon, lat], index) => {
        const { x, y } = project(lat, lon);
        return `${index === 0 ? "M" : "L"}${x} ${y}`;
      })
      .join("") + "Z",
);

// Where each code sits around its marker, chosen by hand so that close neighbours (the Samoas,
// Tokelau, Wallis and Futuna, Guam and the Northern Marianas...) do not overlap; east by default.
type Side = "e" | "w" | "n" | "s";
const LABEL_SIDE: Partial<Record<string, Side>> = {
  GUM: "w", NRU: "w", PNG: "s", SOL: "s", WLF: "w", FIJ: "w", TKL: "n", SAM: "n", ASA: "s", NIU: "s", TGA: "s",
};

/**
 * The map never shrinks below this width (it scrolls sideways in its frame instead), so that a map
 * unit stays at least 0.74 CSS px: the 17-unit labels stay above 12 px and every marker's touch
 * target (TARGET_HEIGHT units high) above 24 px, on a phone as on a desktop.
 */
export const MIN_WIDTH_PX = 820;
const LABEL_SIZE = 17;
const HOST_LABEL_SIZE = 22;
const TARGET_HEIGHT = 34;
/** Radius of a delegation's dot and of the host's ring. */
const DOT = 6;
const HOST_RING = 16;
/** A generous width of one capital letter of the bold labels, in em. */
const LETTER_EM = 0.72;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MarkerLayout {
  label: { x: number; y: number; anchor: "start" | "end" | "middle"; size: number };
  /** The marker's touch target: its dot and its code, at least TARGET_HEIGHT units high. */
  target: Box;
}

/**
 * Where a delegation's code is written around its dot, and its touch target: the area on the code's
 * side of the dot, so that the targets of close neighbours (the Samoas, Guam and the Northern
 * Marianas) never overlap even where their dots nearly touch.
 */
export function markerLayout(code: string, lat: number, lon: number, host: boolean): MarkerLayout {
  const { x, y } = project(lat, lon);
  const side = host ? "e" : (LABEL_SIDE[code] ?? "e");
  const size = host ? HOST_LABEL_SIZE : LABEL_SIZE;
  const gap = (host ? HOST_RING : DOT) + 4;
  const textWidth = code.length * LETTER_EM * size;
  const across = Math.max(textWidth, TARGET_HEIGHT);
  const half = TARGET_HEIGHT / 2;
  switch (side) {
    case "e":
      return { label: { x: x + gap, y: y + size * 0.36, anchor: "start", size }, target: { x: x + 2, y: y - half, width: gap + textWidth, height: TARGET_HEIGHT } };
    case "w":
      return { label: { x: x - gap, y: y + size * 0.36, anchor: "end", size }, target: { x: x - 2 - gap - textWidth, y: y - half, width: gap + textWidth, height: TARGET_HEIGHT } };
    case "n":
      return { label: { x, y: y - gap, anchor: "middle", size }, target: { x: x - across / 2, y: y - 2 - TARGET_HEIGHT, width: across, height: TARGET_HEIGHT } };
    case "s":
      return { label: { x, y: y + gap + size * 0.72, anchor: "middle", size }, target: { x: x - across / 2, y: y + 2, width: across, height: TARGET_HEIGHT } };
  }
}

const MERIDIANS = Array.from({ length: (EAST - WEST) / 10 + 1 }, (_, i) => WEST + i * 10);
const PARALLELS = Array.from({ length: (NORTH - SOUTH) / 10 + 1 }, (_, i) => NORTH - i * 10);

export interface Compass {
  north: string;
  south: string;
  east: string;
  west: string;
}

function longitudeLabel(lon: number, compass: Compass): string {
  if (lon === 180) return "180°";
  return lon < 180 ? `${lon}°${compass.east}` : `${360 - lon}°${compass.west}`;
}

function latitudeLabel(lat: number, compass: Compass): string {
  if (lat === 0) return "0°";
  return lat > 0 ? `${lat}°${compass.north}` : `${-lat}°${compass.south}`;
}

/** A delegation placed on the map. */
export interface MapMarker {
  code: string;
  name: string;
  lat: number;
  lon: number;
  host: boolean;
}

/**
 * The Pacific with a marker per delegation, the host highlighted; each marker is a link to the
 * delegation's page, named after it. `label` names the whole map.
 */
export function PacificMap({ label, compass, markers }: { label: string; compass: Compass; markers: readonly MapMarker[] }) {
  const localize = useLocalizedPath();
  return (
    // Right to left, the frame starts scrolled to the map's east end, where the host and most
    // delegations are; the map itself is drawn left to right.
    <div dir="rtl" className="overflow-x-auto rounded-xl border border-slate-200" data-testid="pacific-map-frame">
      <svg
        direction="ltr"
        role="group"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        style={{ minWidth: MIN_WIDTH_PX }}
        className="block h-auto w-full bg-ocean-100"
        data-testid="pacific-map"
      >
        <g fill="#efe6d2" stroke="#b9a77e" strokeWidth="1" strokeLinejoin="round">
          {COAST_PATHS.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        <g stroke="#0b5a76" strokeOpacity="0.25" strokeWidth="1" fill="none">
          {MERIDIANS.map((lon) => {
            const { x } = project(0, lon);
            return <line key={`m${lon}`} x1={x} y1={0} x2={x} y2={HEIGHT} strokeDasharray={lon === 180 ? undefined : "4 6"} />;
          })}
          {PARALLELS.map((lat) => {
            const { y } = project(lat, WEST);
            return <line key={`p${lat}`} x1={0} y1={y} x2={WIDTH} y2={y} strokeDasharray={lat === 0 ? undefined : "4 6"} />;
          })}
        </g>
        <g fill="#083a4f" fontSize={LABEL_SIZE} className="select-none">
          {MERIDIANS.slice(1, -1).map((lon) => (
            <text key={`ml${lon}`} x={project(0, lon).x + 4} y={HEIGHT - 8}>
              {longitudeLabel(lon, compass)}
            </text>
          ))}
          {PARALLELS.slice(1, -1).map((lat) => (
            <text key={`pl${lat}`} x={6} y={project(lat, WEST).y - 5}>
              {latitudeLabel(lat, compass)}
            </text>
          ))}
        </g>
        <g fontWeight="600" stroke="#ffffff" strokeWidth="4" strokeLinejoin="round" paintOrder="stroke" className="select-none">
          {markers.map(({ code, name: delegationName, lat, lon, host }) => {
            const { x, y } = project(lat, lon);
            const { label: text, target } = markerLayout(code, lat, lon, host);
            // The name starts with the code the marker shows (WCAG 2.5.3, label in name).
            const name = `${code} — ${delegationName}`;
            return (
              <a key={code} href={localize(`/countries/${code.toLowerCase()}`)} aria-label={name} data-marker={code} data-host={host || undefined}>
                <title>{name}</title>
                <rect x={target.x} y={target.y} width={target.width} height={target.height} fill="transparent" stroke="none" data-target />
                {host && <circle cx={x} cy={y} r={HOST_RING} fill="none" stroke="#f0643c" strokeWidth="3" />}
                <circle cx={x} cy={y} r={host ? 9 : DOT} fill={host ? "#f0643c" : "#0b4f6c"} stroke="#ffffff" strokeWidth="2" />
                <text x={text.x} y={text.y} textAnchor={text.anchor} fill="#0f172a" fontSize={text.size} fontWeight={host ? 800 : undefined}>
                  {code}
                </text>
              </a>
            );
          })}
        </g>
      </svg>
    </div>
  );
}

/** The key of the map's two marker styles, as visible text beside it. */
export function MapLegend({ delegation, host }: { delegation: string; host: string }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-800">
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
          <circle cx="8" cy="8" r="6" fill="#0b4f6c" stroke="#ffffff" strokeWidth="2" />
        </svg>
        {delegation}
      </li>
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <circle cx="12" cy="12" r="10" fill="none" stroke="#f0643c" strokeWidth="2" />
          <circle cx="12" cy="12" r="6" fill="#f0643c" stroke="#ffffff" strokeWidth="1.5" />
        </svg>
        {host}
      </li>
    </ul>
  );
}
