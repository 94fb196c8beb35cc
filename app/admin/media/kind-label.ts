import type { MediaKind } from "../../../vocabulary/media-keys.ts";

export const KIND_LABEL = {
  image: "adminMedia.kindImage",
  svg: "adminMedia.kindSvg",
  pdf: "adminMedia.kindPdf",
  zip: "adminMedia.kindZip",
  video: "adminMedia.kindVideo",
} as const satisfies Record<MediaKind, string>;
