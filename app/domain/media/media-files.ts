import type { MediaVariant } from "../../../vocabulary/media-keys.ts";

// Every file of a media item lives under media/<sha256 of the original>/: its URL is its storage
// key, so a URL always names the same bytes and can be cached for good.
const HASH = /^[0-9a-f]{64}$/;

export function originalKey(hash: string, extension: string): string {
  if (!HASH.test(hash)) throw new Error(`not a sha256: ${hash}`);
  return `media/${hash}/original.${extension}`;
}

export function variantKey(hash: string, variant: Pick<MediaVariant, "width" | "format">): string {
  if (!HASH.test(hash)) throw new Error(`not a sha256: ${hash}`);
  return `media/${hash}/w${variant.width}.${variant.format}`;
}

/** The URL prefix of every file of an item. */
export function mediaFolder(hash: string): string {
  return `/media/${hash}/`;
}

/** A small picture of an item for the library's grid: its smallest WebP, or the image itself. */
export function previewUrl(item: { hash: string; kind: string; extension: string; variants: readonly MediaVariant[] }): string | null {
  if (item.kind !== "image" && item.kind !== "svg") return null;
  const smallest = item.variants.filter((variant) => variant.format === "webp").sort((a, b) => a.width - b.width)[0];
  return mediaUrl(smallest ? variantKey(item.hash, smallest) : originalKey(item.hash, item.extension));
}

/** The public URL of a stored file. */
export function mediaUrl(key: string): string {
  return `/${key}`;
}

/** The storage key a /media/... path names, or null when it cannot be one. */
export function keyOfMediaPath(path: string): string | null {
  const match = /^\/(media\/[0-9a-f]{64}\/(?:original\.[a-z0-9]{2,4}|w[1-9][0-9]{1,4}\.(?:avif|webp)))$/.exec(path);
  return match?.[1] ?? null;
}

/** Every key an item's files occupy: the original and each variant. */
export function keysOf(item: { hash: string; extension: string; variants: readonly MediaVariant[] }): string[] {
  return [originalKey(item.hash, item.extension), ...item.variants.map((variant) => variantKey(item.hash, variant))];
}
