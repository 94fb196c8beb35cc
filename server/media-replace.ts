import type { NextFunction, Request, Response } from "express";
import { parseRowId } from "../db/row-id.ts";
import type { Auth } from "~/domain/auth/auth.server.ts";
import type { Database } from "../db/client.ts";
import type { ChangeFeed } from "~/domain/live/changes.server.ts";
import { findMedia } from "~/domain/media/media.server.ts";
import { applyReplacement, receiveReplacement, type ReceivedReplacement } from "~/domain/media/replace-file.server.ts";
import type { UploadServices } from "~/domain/media/store-file.server.ts";
import { admitStaff, discardPost, failFilePost, isMediaFilePost, streamFiles } from "./media-posts.ts";
import { refusalMessage, refusalStatus, type Refusal } from "./media-refusals.ts";

export type ReplaceAnswer =
  | { name: string; ok: true; id: number; title: string }
  /** `held`: the item that already holds these bytes, to link to. */
  | { name: string; ok: false; code: Refusal["code"]; message: string; held?: { id: number; title: string } };

/**
 * POST /admin/media/:id/replace (multipart, one file): the item's file replaced by the one sent, which
 * is streamed and checked like an upload and must be of the same kind. Any staff member may replace
 * (it is editing; only deleting is for admins), checked before a byte of the body is read, then the
 * item. The row changes only once the whole body has arrived, so a post refused for any reason
 * (a second file included) or cut off changes nothing, the new files stored for it deleted. The
 * answer: JSON for the item page's script; without JavaScript, a redirect back to that page's
 * section with `?replaced=1`, or with the refusal (`?refused=`, and `&held=` the item that holds
 * the same bytes).
 */
export function mediaReplace(options: { auth: Auth; upload: UploadServices; database: Pick<Database, "ping">; changes: Pick<ChangeFeed, "settled">; twoFactorRequired: boolean; log: { warn(obj: object, msg?: string): void } }) {
  return (req: Request, res: Response, next: NextFunction) => {
    // Any other post here has no page to go to: React Router answers it (404).
    if (!isMediaFilePost(req)) return next();
    handle(req, res).catch(failFilePost(req, res, next, options.database));
  };

  async function handle(req: Request, res: Response) {
    const id = parseRowId(req.params.id);
    const page = `/admin/media/${encodeURIComponent(String(req.params.id))}`;
    const post = await admitStaff(req, res, { auth: options.auth, twoFactorRequired: options.twoFactorRequired, back: page });
    if (!post) return;
    const answer = (status: number, file: ReplaceAnswer, redirect: string) => {
      if (post.wantsJson) res.status(status).json({ files: [file] });
      // An item gone has no page to go back to.
      else if (status === 404) res.status(404).type("text/plain").send(file.ok ? "" : file.message);
      else res.redirect(303, redirect);
    };
    const refuse = (name: string, refusal: Refusal) => {
      const message = refusalMessage(refusal, post.t, post.locale);
      const held = refusal.code === "held-elsewhere" ? refusal.other : undefined;
      const params = new URLSearchParams({ refused: message });
      if (held) params.set("held", String(held.id));
      answer(refusalStatus(refusal), { name, ok: false, code: refusal.code, message, ...(held && { held }) }, `${page}?${params.toString()}#replace`);
    };

    const item = id === null ? undefined : await findMedia(options.upload.db, id);
    if (!item) {
      // Nothing to replace: the body is left unread.
      res.set("Connection", "close");
      return refuse("", { code: "gone" });
    }
    let name = "";
    let received: ReceivedReplacement | undefined;
    const streamed = await streamFiles(req, res, {
      maxFiles: 1,
      log: options.log,
      take: async (file, fileName) => {
        name = fileName;
        received = await receiveReplacement(options.upload, item, file, fileName);
        return received.ok ? "next" : "stop";
      },
    });
    if (!streamed || streamed.tooMany) {
      if (received?.ok) await discardPost(options.upload, [received.file], options.log);
      return streamed && refuse(name, { code: "too-many-files", limit: 1 });
    }
    if (!received) return refuse(name, { code: "no-file" });
    // A form sent without a file chosen has a file part all the same, nameless and empty.
    if (!received.ok) return refuse(name, name === "" && received.problem.code === "empty" ? { code: "no-file" } : received.problem);

    const applied = await applyReplacement(options.upload, item.id, received.file, post.user);
    if (!applied.ok) return refuse(name, applied.problem);
    if (applied.leftovers.length > 0) options.log.warn({ keys: applied.leftovers }, "the replaced files of a media item could not all be deleted");
    // As after any form post in the back office: answered once this instance's page cache has heard.
    await options.changes.settled();
    answer(200, { name, ok: true, id: applied.item.id, title: applied.item.title }, `${page}?replaced=1#replace`);
  }
}
