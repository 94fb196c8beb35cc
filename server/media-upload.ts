import type { NextFunction, Request, Response } from "express";
import type { Auth } from "~/domain/auth/auth.server.ts";
import type { ChangeFeed } from "~/domain/live/changes.server.ts";
import type { Database } from "../db/client.ts";
import { storeFile, type StoreFileResult, type UploadServices } from "~/domain/media/store-file.server.ts";
import { recordUpload } from "~/domain/media/store-upload.server.ts";
import { admitStaff, discardPost, failFilePost, isMediaFilePost, MEDIA_UPLOAD_PATH, streamFiles } from "./media-posts.ts";
import { refusalMessage, refusalStatus, type Refusal } from "./media-refusals.ts";

const MAX_FILES = 20;

export type UploadAnswer = { name: string; ok: true; id: number; title: string; created: boolean } | { name: string; ok: false; code: Refusal["code"]; message: string };

/** The status of a whole upload: the refusal's own for a single file, 422 if any file was refused. */
function statusOf(answers: UploadAnswer[], refusals: Refusal[]): number {
  if (answers.length === 0) return 400;
  if (refusals.length === 0) return 201;
  return answers.length === 1 ? refusalStatus(refusals[0]!) : 422;
}

/**
 * POST /admin/media/upload (multipart, one or more files): each file streamed through the intake to
 * storage as it arrives, never whole in memory. Staff only, checked before a byte of the body is
 * read. The items' rows are written once the whole post has arrived: a post cut off, or of more
 * files than allowed, stores nothing (the files already stored for it are deleted). The answer lists
 * each file's outcome: JSON for the upload page's script, otherwise a redirect to the library (every
 * file stored) or back to the upload page with the refusals.
 */
export function mediaUpload(options: { auth: Auth; upload: UploadServices; database: Pick<Database, "ping">; changes: Pick<ChangeFeed, "settled">; twoFactorRequired: boolean; log: { warn(obj: object, msg?: string): void } }) {
  return (req: Request, res: Response, next: NextFunction) => {
    // Any other post here is the upload page's, for React Router (which has no action for it).
    if (!isMediaFilePost(req)) return next();
    handle(req, res).catch(failFilePost(req, res, next, options.database));
  };

  async function handle(req: Request, res: Response) {
    const post = await admitStaff(req, res, { auth: options.auth, twoFactorRequired: options.twoFactorRequired, back: MEDIA_UPLOAD_PATH });
    if (!post) return;
    const received: { name: string; result: StoreFileResult }[] = [];
    const streamed = await streamFiles(req, res, {
      maxFiles: MAX_FILES,
      log: options.log,
      take: async (file, name) => {
        const result = await storeFile(options.upload, file, name);
        received.push({ name, result });
        // A file over the limit is not read to its end, so nothing after it can be.
        return result.status === "refused" && result.problem.code === "too-large" ? "stop" : "next";
      },
    });
    if (!streamed || streamed.tooMany) {
      await discardPost(
        options.upload,
        received.flatMap(({ result }) => (result.status === "stored" ? [result.file] : [])),
        options.log,
      );
      if (!streamed) return;
      const tooMany: Refusal = { code: "too-many-files", limit: MAX_FILES };
      const message = refusalMessage(tooMany, post.t, post.locale);
      if (post.wantsJson) return res.status(refusalStatus(tooMany)).json({ files: [{ name: "", ok: false, code: tooMany.code, message }] });
      return res.redirect(303, `${MEDIA_UPLOAD_PATH}?${new URLSearchParams({ refused: message }).toString()}`);
    }

    const answers: UploadAnswer[] = [];
    const refusals: Refusal[] = [];
    for (const { name, result } of received) {
      if (result.status === "refused") {
        refusals.push(result.problem);
        answers.push({ name, ok: false, code: result.problem.code, message: refusalMessage(result.problem, post.t, post.locale) });
        continue;
      }
      const { item, created } = result.status === "held" ? { item: result.item, created: false } : await recordUpload(options.upload, result.file, post.user);
      answers.push({ name, ok: true, id: item.id, title: item.title, created });
    }
    const status = statusOf(answers, refusals);
    // As after any form post in the back office: answered once this instance's page cache has heard.
    if (answers.some((answer) => answer.ok)) await options.changes.settled();
    if (post.wantsJson) return res.status(status).json({ files: answers });
    if (status === 201) return res.redirect(303, "/admin/media");
    const refused = answers.filter((answer) => !answer.ok).map((answer) => `${answer.name}: ${(answer as { message: string }).message}`);
    res.redirect(303, `${MEDIA_UPLOAD_PATH}?${new URLSearchParams(refused.map((line) => ["refused", line])).toString()}`);
  }
}
