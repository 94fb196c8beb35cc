import type { MediaRow } from "../../../db/schema/index.ts";
import { recordAudit, type AuditActor } from "~/domain/audit/audit.server.ts";
import { mediaSubject, mediaValues } from "./media-audit.ts";
import { insertMedia } from "./media.server.ts";
import type { StoredFile, UploadServices } from "./store-file.server.ts";

/** The title an item starts with: its file name without the extension. */
function titleFrom(fileName: string): string {
  return fileName.replace(/\.[A-Za-z0-9]{1,5}$/, "").trim() || fileName;
}

/**
 * A file stored by storeFile made an item of the library, with its audit entry. The row comes after
 * the files, so every row has its files; an upload writes its rows once its whole post has arrived
 * (server/media-upload.ts). Bytes another item took meanwhile give that item, and record nothing.
 */
export async function recordUpload(services: Pick<UploadServices, "db">, file: StoredFile, uploader: AuditActor): Promise<{ item: MediaRow; created: boolean }> {
  return services.db.transaction(async (tx) => {
    const outcome = await insertMedia(tx, { ...file, title: titleFrom(file.fileName), uploadedBy: uploader.id });
    if (outcome.created) await recordAudit(tx, { actor: uploader, kind: "media", action: "create", subject: mediaSubject(outcome.item), after: mediaValues(outcome.item) });
    return outcome;
  });
}
