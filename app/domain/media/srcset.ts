import type { ImageVariant } from "./image-variants.server.ts";

/** The srcset of one format's variants, e.g. "/media/12/640.avif 640w, /media/12/1280.avif 1280w". */
export function srcsetFor(variants: readonly ImageVariant[], format: ImageVariant["format"], urlOf: (variant: ImageVariant) => string): string {
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${urlOf(variant)} ${variant.width}w`)
    .join(", ");
}
