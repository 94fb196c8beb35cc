import { describe, expect, it } from "vitest";
import type { ImageVariant } from "./image-variants.server.ts";
import { srcsetFor } from "./srcset.ts";

const variant = (format: ImageVariant["format"], width: number): ImageVariant => ({ format, width, height: width / 2, path: `/tmp/${width}.${format}`, size: 1 });

describe("srcsetFor", () => {
  it("lists one format's variants, narrowest first, with their widths", () => {
    const variants = [variant("avif", 960), variant("webp", 320), variant("avif", 320), variant("webp", 960)];
    expect(srcsetFor(variants, "avif", (v) => `/media/7/${v.width}.${v.format}`)).toBe("/media/7/320.avif 320w, /media/7/960.avif 960w");
  });

  it("is empty when there is no variant of that format", () => {
    expect(srcsetFor([variant("webp", 320)], "avif", () => "x")).toBe("");
  });
});
