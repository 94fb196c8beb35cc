import { pipeline } from "node:stream/promises";
import type { NextFunction, Request, Response } from "express";
import { keyOfMediaPath } from "~/domain/media/media-files.ts";
import type { Storage } from "~/platform/storage/storage.server.ts";

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a file of `size` bytes; null when unsatisfiable or not one range. */
export function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "") || size === 0) return null;
  const [, from, to] = match;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * GET /media/<sha256>/<file>: the library's files, named by their content, so cached for good
 * (only in the visitor's browser while the gate is on). Ranges let a video start playing at once.
 */
export function mediaFiles({ storage, gateEnabled }: { storage: Storage; gateEnabled: boolean }) {
  const caching = `${gateEnabled ? "private" : "public"}, max-age=31536000, immutable`;
  return (req: Request, res: Response, next: NextFunction) => {
    const key = keyOfMediaPath(req.path);
    if (!key) return next();
    serve(key, req, res).catch(next);
  };

  async function serve(key: string, req: Request, res: Response) {
    const head = await storage.head(key);
    if (!head) {
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found\n");
      return;
    }
    const etag = `"${key.split("/")[1]}-${key.split("/")[2]}"`;
    res.set({ "Cache-Control": caching, ETag: etag, "Accept-Ranges": "bytes", "Content-Type": head.contentType, "X-Content-Type-Options": "nosniff" });
    // An SVG opened on its own is a document: no script of its own or of anyone else may run in it.
    if (head.contentType === "image/svg+xml") res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (req.headers["if-none-match"] === etag) {
      res.status(304).end();
      return;
    }
    const rangeHeader = req.headers.range;
    const range = rangeHeader ? byteRange(rangeHeader, head.size) : undefined;
    if (range === null) {
      res.status(416).set("Content-Range", `bytes */${head.size}`).end();
      return;
    }
    const object = await storage.get(key, range);
    if (!object) {
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found\n");
      return;
    }
    if (range) res.status(206).set("Content-Range", `bytes ${range.start}-${range.end}/${head.size}`);
    // A ranged object still tells the whole file's size.
    res.set("Content-Length", String(range ? range.end - range.start + 1 : object.size));
    if (req.method === "HEAD") {
      object.stream.destroy();
      res.end();
      return;
    }
    await pipeline(object.stream, res).catch(() => object.stream.destroy());
  }
}
