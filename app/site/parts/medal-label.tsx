import type { Medal } from "../../../vocabulary/results-keys.ts";

const MEDAL_COLOURS: Record<Medal, string> = { gold: "bg-[#e3b505]", silver: "bg-[#a8b0ba]", bronze: "bg-[#b87333]" };

/** The medal's colour is decoration: its name is always written beside it. */
export function MedalDot({ medal }: { medal: Medal }) {
  return <span aria-hidden="true" className={`inline-block size-3 shrink-0 rounded-full ring-1 ring-slate-900/20 ${MEDAL_COLOURS[medal]}`} />;
}

export function MedalLabel({ medal, label }: { medal: Medal; label: string }) {
  return (
    <span className="inline-flex items-center gap-2" data-medal={medal}>
      <MedalDot medal={medal} />
      {label}
    </span>
  );
}

/** The medal's initial in its colour, its name for screen readers: for a narrow column heading. */
export function MedalToken({ medal, initial, label }: { medal: Medal; initial: string; label: string }) {
  return (
    <span className="inline-flex items-center justify-end">
      <span aria-hidden="true" className={`inline-flex size-5 items-center justify-center rounded-full text-xs font-bold text-slate-900 ring-1 ring-slate-900/20 ${MEDAL_COLOURS[medal]}`}>
        {initial}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
