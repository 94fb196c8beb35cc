import type { Island } from "~/domain/content/kinds/venues.ts";
import { COMPASS, MARKER_RADIUS, islandMap, type MarkerInput } from "./map-geometry.ts";

const LAND = "#d9e7c6";
const COAST = "#5d7f4c";
/** How much larger than one CSS pixel per map unit the map may grow on a wide screen. */
const WIDE_ZOOM = 1.25;

export interface VenueMarker extends MarkerInput {
  /** The venue card the marker leads to. */
  href: string;
  name: string;
  /** Set when the name is the French standing in for a translation. */
  lang?: string;
}

/**
 * One island's map, drawn on the server as plain SVG: its outline and a numbered badge per venue,
 * each a link to the venue's card named "number — venue" so that the name starts with what it shows.
 * The map is drawn at about one CSS pixel per map unit and only shrinks below the widest phones,
 * so the badges stay large enough to touch and their numbers large enough to read.
 */
export function IslandVenueMap({ island, markers, label, north }: { island: Island; markers: VenueMarker[]; label: string; north: string }) {
  const map = islandMap(island, markers);
  const { x, y, width, height } = map.viewBox;
  const byNumber = new Map(markers.map((marker) => [marker.number, marker]));
  return (
    <svg
      viewBox={`${x} ${y} ${width} ${height}`}
      width={Math.round(width * WIDE_ZOOM)}
      height={Math.round(height * WIDE_ZOOM)}
      role="group"
      aria-label={label}
      data-island-map={island}
      className="h-auto max-w-full shrink-0 rounded-xl border border-slate-200"
    >
      <rect x={x} y={y} width={width} height={height} className="fill-ocean-50" />
      <path d={map.coast} fill={LAND} stroke={COAST} strokeWidth={2} strokeLinejoin="round" />
      <g transform={`translate(${x + width - COMPASS.width / 2} ${y + 32})`} className="fill-slate-800" aria-hidden="true">
        <path d="M0 -22 L8 4 L0 -2 L-8 4 Z" />
        <text y={20} fontSize={15} fontWeight={700} textAnchor="middle">
          {north}
        </text>
      </g>
      <g aria-hidden="true">
        {map.markers.map(
          ({ number, anchor, badge }) =>
            anchor && (
              <g key={number}>
                <line x1={anchor.x} y1={anchor.y} x2={badge.x} y2={badge.y} stroke="#0b4f6c" strokeWidth={1.5} />
                <circle cx={anchor.x} cy={anchor.y} r={3.5} className="fill-ocean-900" />
              </g>
            ),
        )}
      </g>
      {map.markers.map(({ number, badge }) => {
        const marker = byNumber.get(number)!;
        return (
          <a key={number} href={marker.href} aria-label={`${number} — ${marker.name}`} data-marker={number} className="group">
            <title>{`${number} — ${marker.name}`}</title>
            <circle cx={badge.x} cy={badge.y} r={MARKER_RADIUS} stroke="#ffffff" strokeWidth={2} className="fill-ocean-800 group-hover:fill-ocean-900" />
            <text x={badge.x} y={badge.y} fontSize={15} fontWeight={700} textAnchor="middle" dominantBaseline="central" fill="#ffffff">
              {number}
            </text>
          </a>
        );
      })}
    </svg>
  );
}
