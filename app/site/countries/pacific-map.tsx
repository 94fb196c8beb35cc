import { DELEGATIONS, type DelegationCode } from "~/content/delegations.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { COASTLINES } from "./coastlines.ts";

// Equirectangular projection of 110° E to 120° W (across the antimeridian) and 30° N to 50° S,
// at ten SVG units per degree.
const WEST = 110;
const EAST = 240;
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
const LABEL_SIDE: Partial<Record<DelegationCode, Side>> = {
  GUM: "w", NRU: "w", PNG: "s", SOL: "s", WLF: "w", FIJ: "w", TKL: "n", SAM: "n", TGA: "s",
};

function labelPosition(x: number, y: number, side: Side, gap: number) {
  switch (side) {
    case "e":
      return { x: x + gap, y: y + 5, anchor: "start" as const };
    case "w":
      return { x: x - gap, y: y + 5, anchor: "end" as const };
    case "n":
      return { x, y: y - gap, anchor: "middle" as const };
    case "s":
      return { x, y: y + gap + 11, anchor: "middle" as const };
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

/**
 * The Pacific with a marker per delegation, the host highlighted; each marker is a link to the
 * delegation's page, named after it. `label` names the whole map.
 */
export function PacificMap({ label, compass, names }: { label: string; compass: Compass; names: Partial<Record<DelegationCode, string>> }) {
  const localize = useLocalizedPath();
  return (
    <svg
      role="group"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full rounded-xl border border-slate-200 bg-ocean-100"
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
      <g fill="#083a4f" fontSize="13" className="select-none">
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
      <g fontSize="15" fontWeight="600" stroke="#ffffff" strokeWidth="4" strokeLinejoin="round" paintOrder="stroke" className="select-none">
        {DELEGATIONS.map(({ code, lat, lon, host }) => {
          const { x, y } = project(lat, lon);
          const text = labelPosition(x, y, host ? "e" : (LABEL_SIDE[code] ?? "e"), host ? 20 : 10);
          return (
            <a key={code} href={localize(`/countries/${code.toLowerCase()}`)} aria-label={names[code] ?? code} data-marker={code} data-host={host || undefined}>
              <title>{names[code] ?? code}</title>
              {host && <circle cx={x} cy={y} r={16} fill="none" stroke="#f0643c" strokeWidth="3" />}
              <circle cx={x} cy={y} r={host ? 9 : 6} fill={host ? "#f0643c" : "#0b4f6c"} stroke="#ffffff" strokeWidth="2" />
              <text x={text.x} y={text.y} textAnchor={text.anchor} fill="#0f172a" fontSize={host ? 20 : undefined} fontWeight={host ? 800 : undefined}>
                {code}
              </text>
            </a>
          );
        })}
      </g>
    </svg>
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
