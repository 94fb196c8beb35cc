import type { NextFunction, Request, Response } from "express";
import getRawBody from "raw-body";
import { sendProblem } from "./problem.tsx";

/**
 * The most any request may send, whatever the route: the largest form (an article of
 * ARTICLE_CONTENT_MAX characters, percent-encoded) fits several times over.
 */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

// Tabs and line breaks are text (a textarea); no other control character is typed into a form.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A form's fields, urlencoded or multipart. */
export interface Fields {
  get(name: string): FormDataEntryValue | null;
  entries(): Iterable<[string, FormDataEntryValue]>;
}

export interface ReadBody {
  bytes: Buffer;
  /** The form's fields, for a form route (pages, React Router's data requests). */
  form?: Fields;
}

const BODY = Symbol("body");
type WithBody = Response & { [BODY]?: ReadBody };

/** What `readBodies` read for this request (nothing for GET and HEAD). */
export function bodyOf(res: Response): ReadBody | undefined {
  return (res as WithBody)[BODY];
}

/**
 * Reads every request body whole, up to the limit, before anything else looks at it (the gate, the
 * auth API, the render queue): a body over the limit is cut off while it arrives (413), chunked or
 * not; a slow one holds nothing but its own connection (limitRequestTime ends it); a
 * form route gets only what a browser's form sends (urlencoded or multipart, 415 otherwise), whole
 * and without control characters (400). The auth API may also be sent JSON, left to Better Auth.
 */
export function readBodies({ limit }: { limit: number }) {
  return async function readBody(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "POST") return next();
    let bytes: Buffer;
    try {
      bytes = await getRawBody(req, { limit, length: req.headers["content-length"] });
    } catch (error) {
      const type = (error as { type?: string }).type;
      if (type === "request.aborted" || req.destroyed) return;
      return sendProblem(req, res, type === "entity.too.large" ? "body-too-large" : "malformed-body", { limit });
    }
    const read: ReadBody = { bytes };
    (res as WithBody)[BODY] = read;

    const contentType = req.headers["content-type"] ?? "";
    const mime = contentType.split(";")[0]!.trim().toLowerCase();
    let form: Fields;
    if (mime === "application/x-www-form-urlencoded") {
      form = new URLSearchParams(bytes.toString("utf8"));
    } else if (mime === "multipart/form-data") {
      try {
        form = await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData();
      } catch {
        return sendProblem(req, res, "malformed-body");
      }
    } else if (req.path.toLowerCase().startsWith("/api/")) {
      // The auth API's own JSON, for Better Auth to read.
      return next();
    } else {
      return sendProblem(req, res, "unsupported-body");
    }
    if (hasControlCharacters(form)) return sendProblem(req, res, "forbidden-characters");
    read.form = form;
    next();
  };
}

function hasControlCharacters(form: Fields): boolean {
  for (const [name, value] of form.entries()) {
    if (CONTROL.test(name) || (typeof value === "string" && CONTROL.test(value))) return true;
  }
  return false;
}
