import type { Island } from "~/content/venues.ts";
import { INSET, MAP_HEIGHT, MAP_WIDTH, MARKER_RADIUS, islandDrawings, placeMarkers, type MarkerInput } from "./map-geometry.ts";

const LAND = "#d9e7c6";
const COAST = "#5d7f4c";

export interface VenueMapLabels {
  /** Accessible name of the map; the legend list beside it is the text equivalent. */
  label: string;
  inset: string;
  north: string;
}

/** The three islands and the numbered venue markers, drawn on the server as plain SVG. */
export function VenueMap({ markers, labels }: { markers: MarkerInput[]; labels: VenueMapLabels }) {
  const islands = islandDrawings();
  const placed = placeMarkers(markers);
  const nameSize: Record<Island, number> = { Tahiti: 26, Moorea: 17, Raiatea: 16 };
  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-label={labels.label}
      data-testid="venue-map"
      className="h-auto w-full rounded-xl border border-slate-200"
    >
      <rect width={MAP_WIDTH} height={MAP_HEIGHT} className="fill-ocean-50" />
      <rect x={INSET.x} y={INSET.y} width={INSET.width} height={INSET.height} fill="#f7fcfd" stroke="#0b4f6c" strokeDasharray="6 4" rx={8} />
      <text x={INSET.x + 10} y={INSET.y + 20} fontSize={14} className="fill-slate-700">
        {labels.inset}
      </text>
      <g transform={`translate(${MAP_WIDTH - 44} 44)`} className="fill-slate-800">
        <path d="M0 -26 L9 4 L0 -3 L-9 4 Z" />
        <text y={24} fontSize={15} fontWeight={700} textAnchor="middle">
          {labels.north}
        </text>
      </g>
      {islands.map((island) => (
        <g key={island.island}>
          <path d={island.path} fill={LAND} stroke={COAST} strokeWidth={2} strokeLinejoin="round" />
          <text x={island.centre.x} y={island.centre.y} fontSize={nameSize[island.island]} fontWeight={700} textAnchor="middle" dominantBaseline="middle" className="fill-slate-800">
            {island.island}
          </text>
        </g>
      ))}
      {placed.map((marker) => (
        <g key={marker.number} data-marker={marker.number}>
          <line x1={marker.anchor.x} y1={marker.anchor.y} x2={marker.label.x} y2={marker.label.y} stroke="#0b4f6c" strokeWidth={1.5} />
          <circle cx={marker.anchor.x} cy={marker.anchor.y} r={3.5} className="fill-ocean-900" />
          <circle cx={marker.label.x} cy={marker.label.y} r={MARKER_RADIUS} stroke="#ffffff" strokeWidth={2} className="fill-ocean-800" />
          <text x={marker.label.x} y={marker.label.y} fontSize={13} fontWeight={700} textAnchor="middle" dominantBaseline="central" fill="#ffffff">
            {marker.number}
          </text>
        </g>
      ))}
    </svg>
  );
}
