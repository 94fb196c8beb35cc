import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import busboy from "busboy";
import type { NextFunction, Request, Response } from "express";
import type { Auth } from "~/domain/auth/auth.server.ts";
import { STAFF } from "~/domain/auth/guard.server.ts";
import { currentUser, type SignedInUser } from "~/domain/auth/session.server.ts";
import { ACCOUNT_PATH, mustEnrolFirst } from "~/domain/two-factor/two-factor.server.ts";
import { discardStored, type StoredFile, type UploadServices } from "~/domain/media/store-file.server.ts";
import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { Translate } from "~/platform/i18n/translator.ts";
import { databaseDown } from "~/platform/services/database-outage.server.ts";
import type { Database } from "../db/client.ts";
import { sendProblem } from "./problem.tsx";
import { BODY_LIMIT_BYTES } from "./request-body.ts";
import { allowMoreTime } from "./request-deadline.ts";
import { languageOf } from "./request-facts.ts";

// What the media library's two file posts share: an upload of new files (media-upload.ts) and the
// replacement of an item's file (media-replace.ts). Both are Express handlers, not actions: React
// Router would hand an action a body read whole (ADR 022).

export const MEDIA_UPLOAD_PATH = "/admin/media/upload";
export const MEDIA_REPLACE_ROUTE = "/admin/media/:id/replace";
const MEDIA_REPLACE_PATH = /^\/admin\/media\/[^/]+\/replace$/;

/** A 250 MB media kit over an island's slow connection takes most of an hour. */
const UPLOAD_TIME_MS = 2 * 60 * 60 * 1000;
/** A connection that stops sending for this long has gone. */
const UPLOAD_IDLE_MS = 60_000;

/** A file post, which readBodies leaves for its handler to stream; any other body there is read and refused as usual. */
export function isMediaFilePost(req: IncomingMessage): boolean {
  if (req.method !== "POST" || !/^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "")) return false;
  const path = (req.url ?? "").split("?")[0] ?? "";
  return path === MEDIA_UPLOAD_PATH || MEDIA_REPLACE_PATH.test(path);
}

export interface FilePost {
  user: SignedInUser;
  locale: Locale;
  t: Translate;
  /** The page's script sent it and reads a JSON answer; otherwise a form posted without JavaScript, answered with a redirect. */
  wantsJson: boolean;
}

/** Whether the answer is JSON, for the page's script, rather than a redirect for a form posted without JavaScript. */
export function wantsJson(req: Request): boolean {
  return (req.headers.accept ?? "").includes("application/json");
}

/**
 * Answers before the files are taken in. A body no larger than a form's is then read and dropped, as
 * for any answered request: a connection closed on bytes still unread is reset, and the sender may
 * lose the answer with it (Node 24's fetch does). A larger one is not taken in: the connection closes
 * after the answer. `error` for the script; without JavaScript, `redirect` if given, else `error` as text.
 */
export function refuseUnread(req: Request, res: Response, status: number, answer: { error: string; message?: string; redirect?: string }) {
  res.set("Cache-Control", "no-store");
  if (!(Number(req.headers["content-length"]) <= BODY_LIMIT_BYTES)) res.set("Connection", "close");
  if (wantsJson(req)) res.status(status).json({ error: answer.error, message: answer.message });
  else if (answer.redirect) res.redirect(303, answer.redirect);
  else res.status(status).type("text/plain").send(answer.message ?? answer.error);
}

/**
 * What a file post does with an error it did not expect: while the database is down (the session
 * cannot even be read), a 503 that says so in the sender's language and that nothing was stored;
 * anything else goes on to the last resort.
 */
export function failFilePost(req: Request, res: Response, next: NextFunction, database: Pick<Database, "ping">) {
  return async (error: unknown) => {
    if (res.headersSent || !(await databaseDown(database))) return next(error);
    refuseUnread(req, res, 503, { error: "unavailable", message: translatorFor(languageOf(req)).t("adminMedia.uploadUnavailable") });
  };
}

/**
 * The staff member sending files, checked before a byte of the body is read, as every admin action
 * checks first. Anyone else is answered here, the body left unread: signed out 401 (without
 * JavaScript: to sign in, then back to `back`), without a back-office role 403, a staff account
 * that must first turn on two-factor sign-in 403 (without JavaScript: to its account page).
 */
export async function admitStaff(req: Request, res: Response, options: { auth: Auth; twoFactorRequired: boolean; back: string }): Promise<FilePost | undefined> {
  const locale = languageOf(req);
  const { t } = translatorFor(locale);
  const user = await currentUser(options.auth, new globalThis.Request("http://site.invalid/", { headers: req.headers as HeadersInit }));
  if (!user) return void refuseUnread(req, res, 401, { error: "signed-out", redirect: `/auth?redirectTo=${encodeURIComponent(options.back)}` });
  if (!STAFF.includes(user.role)) return void refuseUnread(req, res, 403, { error: "forbidden", message: t("admin.denied") });
  if (mustEnrolFirst(user, options.twoFactorRequired, options.back)) return void refuseUnread(req, res, 403, { error: "two-factor-required", redirect: ACCOUNT_PATH });
  res.set("Cache-Control", "no-store");
  return { user, locale, t, wantsJson: wantsJson(req) };
}

/** Deletes the files stored for a post that did not arrive whole (discardStored), logging any storage kept. */
export async function discardPost(upload: UploadServices, files: readonly StoredFile[], log: { warn(obj: object, msg?: string): void }): Promise<void> {
  const leftovers = await discardStored(upload, files);
  if (leftovers.length > 0) log.warn({ keys: leftovers }, "the files stored for a media post that did not arrive whole could not all be deleted");
}

/** What to do after a file: read on, or leave the rest of the body unread (the connection closes after the answer). */
export type AfterFile = "next" | "stop";

/**
 * Streams each file of a multipart post to `take`, one after another as it arrives, never whole in
 * memory, with up to two hours for the whole body and a minute of silence at most. Past `maxFiles`
 * the rest is left unread. Resolves once every file taken has been dealt with, saying whether more
 * were sent; or `undefined` when the post needs no other answer: a broken body (answered 400) or a
 * sender gone (nobody to answer). Then, as with `tooMany`, the post did not arrive whole: whatever
 * `take` stored is the caller's to discard (discardPost).
 */
export async function streamFiles(req: Request, res: Response, options: { maxFiles: number; take: (file: Readable, name: string) => Promise<AfterFile>; log: { warn(obj: object, msg?: string): void } }): Promise<{ tooMany: boolean } | undefined> {
  allowMoreTime(req, UPLOAD_TIME_MS);
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, defParamCharset: "utf8", limits: { files: options.maxFiles, fields: 0, parts: options.maxFiles + 1 } });
  } catch {
    sendProblem(req, res, "malformed-body");
    return undefined;
  }
  let taken = Promise.resolve();
  let stopped = false;
  let failed = false;
  let tooMany = false;
  let finish!: () => void;
  let fail!: (error: unknown) => void;
  const read = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = (error) => {
      failed = true;
      reject(error);
    };
  });
  const stop = () => {
    stopped = true;
    req.unpipe(parser);
    res.set("Connection", "close");
    finish();
  };
  parser.on("file", (_field, stream, info) => {
    taken = taken.then(async () => {
      if (stopped || failed) return void stream.resume();
      if ((await options.take(stream, info.filename ?? "")) === "stop") stop();
    });
    taken.catch(fail);
  });
  const overLimit = () => {
    tooMany = true;
    stop();
  };
  parser.on("filesLimit", overLimit);
  // Fields are ignored but count as parts: past the parts allowed, busboy would drop a file unsaid.
  parser.on("partsLimit", overLimit);
  parser.on("close", () => finish());
  parser.on("error", fail);
  const idle = setTimeout(() => req.destroy(), UPLOAD_IDLE_MS);
  req.on("data", () => idle.refresh());
  req.on("close", () => {
    clearTimeout(idle);
    if (!req.complete && !stopped) fail(new Error("the upload was cut off"));
  });
  req.pipe(parser);
  try {
    await read;
    await taken;
  } catch (error) {
    // Busboy would wait for the rest of the file being taken for ever, its temporary file open:
    // destroyed, the parser fails that file's stream, so the intake deletes what it wrote. Only then
    // is the post over.
    parser.destroy();
    await taken.catch(() => undefined);
    // The sender has gone: nobody to answer. (A request read to its end is destroyed too, so its socket tells.)
    if (res.destroyed || req.socket.destroyed) return undefined;
    options.log.warn({ err: error }, "a media upload could not be read");
    sendProblem(req, res, "malformed-body");
    return undefined;
  } finally {
    clearTimeout(idle);
  }
  return res.destroyed ? undefined : { tooMany };
}
