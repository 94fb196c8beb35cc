import { FLAG_URLS } from "./flag-urls.ts";

// 4:3 like the flag files, so the box the browser reserves is the flag's own. The classes hold the
// same box before the picture arrives (Chromium sizes an image without one otherwise).
const SIZES = {
  sm: [20, 15, "h-[15px] w-5"],
  md: [32, 24, "h-6 w-8"],
  lg: [48, 36, "h-9 w-12"],
  xl: [80, 60, "h-[60px] w-20"],
} as const;

/**
 * A delegation's flag. Beside its name it is decoration (alt=""); where it stands alone, `label` names
 * it. A delegation without a region (or a code outside the delegation list) has no flag and renders nothing.
 */
export function Flag({ code, region, size = "md", label = "", eager = false }: { code: string; region: string | undefined; size?: keyof typeof SIZES; label?: string; eager?: boolean }) {
  const src = region && FLAG_URLS[region];
  if (!src) return null;
  const [width, height, box] = SIZES[size];
  return (
    <img
      src={src}
      width={width}
      height={height}
      alt={label}
      loading={eager ? undefined : "lazy"}
      decoding="async"
      data-flag={code.toUpperCase()}
      className={`inline-block shrink-0 ${box} rounded-[2px] object-cover shadow-[0_0_0_1px_rgb(15_23_42/0.15)]`}
    />
  );
}
