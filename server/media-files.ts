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
 * Whether an If-None-Match header names this entity tag, compared as RFC 9110 (13.1.2) asks: weakly
 * (`W/"x"` matches `"x"`), against each tag of a list, `*` against any file. Express's `req.fresh`
 * would also answer a `Cache-Control: no-cache` request in full, which fetch() adds to every
 * conditional request it sends.
 */
export function ifNoneMatchNames(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return Array.from(header.matchAll(/(?:W\/)?("[^"]*")/g), (match) => match[1]).includes(opaque);
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

  // A whole file takes one call to storage (which may be a bucket across the network); a check of
  // the browser's copy or a range takes a look at the file's size and existence first.
  async function serve(key: string, req: Request, res: Response) {
    const notFound = () => res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found\n");
    const etag = `"${key.split("/")[1]}-${key.split("/")[2]}"`;
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch && ifNoneMatchNames(ifNoneMatch, etag)) {
      if (!(await storage.head(key))) return notFound();
      res.status(304).set({ "Cache-Control": caching, ETag: etag }).end();
      return;
    }
    let range: { start: number; end: number } | undefined;
    const rangeHeader = req.headers.range;
    if (rangeHeader) {
      const head = await storage.head(key);
      if (!head) return notFound();
      const wanted = byteRange(rangeHeader, head.size);
      if (!wanted) {
        res.status(416).set("Content-Range", `bytes */${head.size}`).end();
        return;
      }
      range = wanted;
    }
    const object = await storage.get(key, range);
    if (!object) return notFound();
    res.set({ "Cache-Control": caching, ETag: etag, "Accept-Ranges": "bytes", "Content-Type": object.contentType, "X-Content-Type-Options": "nosniff" });
    // An SVG opened on its own is a document: no script of its own or of anyone else may run in it.
    if (object.contentType === "image/svg+xml") res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    // A ranged object still tells the whole file's size.
    if (range) res.status(206).set("Content-Range", `bytes ${range.start}-${range.end}/${object.size}`);
    res.set("Content-Length", String(range ? range.end - range.start + 1 : object.size));
    if (req.method === "HEAD") {
      object.stream.destroy();
      res.end();
      return;
    }
    // pipe() and one listener each way rather than pipeline(), whose several "close" listeners took
    // the response, which already carries one from each middleware, past Node's limit of ten: a
    // MaxListenersExceededWarning for every file served.
    const file = object.stream;
    file.once("error", () => res.destroy());
    res.once("close", () => file.destroy());
    file.pipe(res);
  }
}
