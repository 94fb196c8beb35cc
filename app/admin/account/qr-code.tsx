export function QrCode({ size, path, label }: { size: number; path: string; label: string }) {
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" className="size-52 rounded-md border border-slate-300 bg-white">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
