import type { IncomingMessage } from "node:http";
import busboy from "busboy";
import type { NextFunction, Request, Response } from "express";
import type { Auth } from "~/domain/auth/auth.server.ts";
import { STAFF } from "~/domain/auth/guard.server.ts";
import { currentUser } from "~/domain/auth/session.server.ts";
import type { IntakeProblem } from "~/domain/media/intake.server.ts";
import { storeUpload, type StoreResult, type UploadServices } from "~/domain/media/store-upload.server.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { Translate } from "~/platform/i18n/translator.ts";
import { sendProblem } from "./problem.tsx";
import { languageOf } from "./request-facts.ts";
import { allowMoreTime } from "./request-deadline.ts";

export const MEDIA_UPLOAD_PATH = "/admin/media/upload";
/** A 250 MB media kit over an island's slow connection takes most of an hour. */
const UPLOAD_TIME_MS = 2 * 60 * 60 * 1000;
/** A connection that stops sending for this long has gone. */
const UPLOAD_IDLE_MS = 60_000;
const MAX_FILES = 20;

/** A file upload, which readBodies leaves for this handler to stream; any other body there is read and refused as usual. */
export function isMediaUpload(req: IncomingMessage): boolean {
  return req.method === "POST" && (req.url ?? "").split("?")[0] === MEDIA_UPLOAD_PATH && /^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "");
}

export type UploadAnswer = { name: string; ok: true; id: number; title: string; created: boolean } | { name: string; ok: false; code: IntakeProblem["code"] | "too-many-files"; message: string };

function refusal(problem: IntakeProblem | { code: "too-many-files" }, t: Translate, locale: Locale): string {
  const megabytes = (bytes: number) => formatNumber(bytes / 1024 / 1024, locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 0 });
  switch (problem.code) {
    case "empty":
      return t("adminMedia.refusedEmpty");
    case "type-not-allowed":
      return t("adminMedia.refusedType");
    case "too-large":
      return t("adminMedia.refusedTooLarge", { limit: megabytes(problem.limitBytes) });
    case "unreadable-image":
      return t("adminMedia.refusedUnreadable");
    case "unsafe-svg":
      return t("adminMedia.refusedUnsafeSvg");
    case "too-many-pixels":
      return t("adminMedia.refusedTooManyPixels", { width: problem.width, height: problem.height, limit: formatNumber(problem.limitPixels / 1_000_000, locale) });
    case "too-many-files":
      return t("adminMedia.refusedTooManyFiles", { count: MAX_FILES });
  }
}

function answerOf(name: string, result: StoreResult, t: Translate, locale: Locale): UploadAnswer {
  if (result.ok) return { name, ok: true, id: result.item.id, title: result.item.title, created: result.created };
  return { name, ok: false, code: result.problem.code, message: refusal(result.problem, t, locale) };
}

/** The status of a whole upload: the refusal's own for a single file, 422 if any file was refused. */
function statusOf(answers: UploadAnswer[]): number {
  if (answers.length === 0) return 400;
  if (answers.every((answer) => answer.ok)) return 201;
  if (answers.length === 1) {
    const code = (answers[0] as { code: string }).code;
    if (code === "too-large") return 413;
    if (code === "type-not-allowed") return 415;
  }
  return 422;
}

/**
 * POST /admin/media/upload (multipart, one or more files): each file streamed through the intake to
 * storage as it arrives, never whole in memory. Staff only, checked before a byte of the body is
 * read. The answer lists each file's outcome: JSON for the upload page's script, otherwise a
 * redirect to the library (every file stored) or back to the upload page with the refusals.
 */
export function mediaUpload(options: { auth: Auth; upload: UploadServices; log: { warn(obj: object, msg?: string): void } }) {
  return (req: Request, res: Response, next: NextFunction) => {
    // Any other post here is the upload page's, for React Router (which has no action for it).
    if (!isMediaUpload(req)) return next();
    handle(req, res).catch(next);
  };

  async function handle(req: Request, res: Response) {
    const wantsJson = (req.headers.accept ?? "").includes("application/json");
    res.set("Cache-Control", "no-store");
    // The body is not read on a refusal: the connection closes instead of taking it in.
    const refuse = (status: number, error: string) => {
      res.set("Connection", "close");
      if (wantsJson) res.status(status).json({ error });
      else if (status === 401) res.redirect(303, `/auth?redirectTo=${encodeURIComponent(MEDIA_UPLOAD_PATH)}`);
      else res.status(status).type("text/plain").send(error);
    };
    const user = await currentUser(options.auth, new globalThis.Request("http://site.invalid/", { headers: req.headers as HeadersInit }));
    if (!user) return refuse(401, "signed-out");
    if (!STAFF.includes(user.role)) return refuse(403, "forbidden");
    allowMoreTime(req, UPLOAD_TIME_MS);

    const locale = languageOf(req);
    const { t } = translatorFor(locale);
    const answers: UploadAnswer[] = [];
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: "utf8", limits: { files: MAX_FILES, fields: 0, parts: MAX_FILES + 1 } });
    } catch {
      return sendProblem(req, res, "malformed-body");
    }
    let stored = Promise.resolve();
    let stopped = false;
    let finish!: () => void;
    let fail!: (error: unknown) => void;
    const read = new Promise<void>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    // Nothing after a refused file is read: the connection closes once the answer is sent.
    const stop = () => {
      stopped = true;
      req.unpipe(parser);
      res.set("Connection", "close");
      finish();
    };
    parser.on("file", (_field, stream, info) => {
      const name = info.filename ?? "";
      stored = stored.then(async () => {
        if (stopped) return void stream.resume();
        const result = await storeUpload(options.upload, stream, name, user.id);
        answers.push(answerOf(name, result, t, locale));
        // A file over the limit is not read to its end, so nothing after it can be.
        if (!result.ok && result.problem.code === "too-large") stop();
      });
      stored.catch(fail);
    });
    parser.on("filesLimit", () => {
      answers.push({ name: "", ok: false, code: "too-many-files", message: refusal({ code: "too-many-files" }, t, locale) });
      stop();
    });
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
      await stored;
    } catch (error) {
      // The sender has gone: nobody to answer. (A request read to its end is destroyed too, so its socket tells.)
      if (res.destroyed || req.socket.destroyed) return;
      options.log.warn({ err: error }, "a media upload could not be read");
      return sendProblem(req, res, "malformed-body");
    } finally {
      clearTimeout(idle);
    }
    if (res.destroyed) return;
    const status = statusOf(answers);
    if (wantsJson) return res.status(status).json({ files: answers });
    if (status === 201) return res.redirect(303, "/admin/media");
    const refused = answers.filter((answer) => !answer.ok).map((answer) => `${answer.name}: ${(answer as { message: string }).message}`);
    res.redirect(303, `${MEDIA_UPLOAD_PATH}?${new URLSearchParams(refused.map((line) => ["refused", line])).toString()}`);
  }
}
