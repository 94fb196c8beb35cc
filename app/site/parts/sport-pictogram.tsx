import { GEAR_WIDTH, LIMB_WIDTH, PARA_PICTOGRAMS, SPORT_PICTOGRAMS, type Shape } from "./sport-pictograms.ts";

function ShapeElement({ shape }: { shape: Shape }) {
  if ("head" in shape) return <circle cx={shape.head[0]} cy={shape.head[1]} r={4.5} fill="currentColor" stroke="none" />;
  if ("limb" in shape) return <path d={shape.limb} strokeWidth={LIMB_WIDTH} />;
  if ("gear" in shape) return <path d={shape.gear} strokeWidth={GEAR_WIDTH} />;
  if ("solid" in shape) return <path d={shape.solid} fill="currentColor" stroke="none" />;
  if ("ring" in shape) return <circle cx={shape.ring[0]} cy={shape.ring[1]} r={shape.ring[2]} strokeWidth={GEAR_WIDTH} />;
  return <circle cx={shape.dot[0]} cy={shape.dot[1]} r={shape.dot[2]} fill="currentColor" stroke="none" />;
}

function paraShapes(sport: string): readonly Shape[] | undefined {
  return sport in PARA_PICTOGRAMS ? PARA_PICTOGRAMS[sport as keyof typeof PARA_PICTOGRAMS] : undefined;
}

/**
 * A sport's pictogram (with `para`, its para sport's where it has one), drawn inline on the server: no
 * script, no font, no request. It is decoration: the sport's name is always written beside it, so a
 * sport without a drawing yet (added in the back office) shows none.
 */
export function SportPictogram({ sport, para = false, className = "size-6" }: { sport: string; para?: boolean; className?: string }) {
  const shapes = (para && paraShapes(sport)) || SPORT_PICTOGRAMS[sport];
  if (!shapes) return null;
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      data-pictogram={para ? `para-${sport}` : sport}
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shapes.map((shape, index) => (
        <ShapeElement key={index} shape={shape} />
      ))}
    </svg>
  );
}

/**
 * A sport's name in a results table, after its pictogram when the sport is on the programme. On one
 * line: squeezed into a phone's width, a Japanese name would break after every character; the table
 * scrolls in its region instead.
 */
export function SportName({ name, slug }: { name: string; slug?: string }) {
  return (
    <span className="flex items-center gap-2 whitespace-nowrap">
      {slug && <SportPictogram sport={slug} className="size-6 text-ocean-700" />}
      {name}
    </span>
  );
}
