import type { Db } from "../../../db/client.ts";
import type { MediaDownloadSlot } from "../../../vocabulary/media-keys.ts";
import { parseRowId } from "../../../db/row-id.ts";
import { isDownloadSlot } from "~/domain/media/downloads.ts";
import { offerDownload, withdrawDownload, type OfferOutcome } from "~/domain/media/downloads.server.ts";
import { formFailure, formSuccess, type FormResult } from "~/platform/forms/form-result.ts";
import type { MessageKey } from "~/platform/i18n/translator.ts";
import type { AuditActor } from "~/domain/audit/audit.server.ts";

export type DownloadField = "mediaId";

/** A download's answer names its slot, so that the page says it in that download's form. */
export type DownloadFormResult = FormResult<DownloadField> & { slot?: MediaDownloadSlot };

const REFUSALS: Record<Extract<OfferOutcome, { ok: false }>["problem"], MessageKey> = {
  "unknown-item": "adminMedia.downloads.unknownItem",
  "wrong-kind": "adminMedia.downloads.wrongKind",
  "needs-details": "adminMedia.downloads.needsDetailsError",
};

/**
 * The page's post: `intent` offer (with `mediaId`) or withdraw, for one `slot`. Refusals come back
 * with a 400 and the choice as sent, said next to the list of that download.
 */
export async function downloadAction(db: Db, formData: FormData, actor: AuditActor): Promise<{ result: DownloadFormResult; status: number }> {
  const slot = formData.get("slot");
  const intent = formData.get("intent");
  const chosen = formData.get("mediaId");
  const values = { mediaId: typeof chosen === "string" ? chosen : "" };
  if (!isDownloadSlot(slot)) return { result: formFailure("adminMedia.downloads.badSlot", values), status: 400 };
  if (intent === "withdraw") {
    await withdrawDownload(db, slot, actor);
    return { result: { ...formSuccess("adminMedia.downloads.withdrawn"), slot }, status: 200 };
  }
  if (intent !== "offer") return { result: { ...formFailure("adminMedia.downloads.badIntent", values), slot }, status: 400 };
  const refuse = (message: MessageKey) => ({ result: { ok: false as const, fieldErrors: { mediaId: message }, values, slot }, status: 400 });
  if (values.mediaId.trim() === "") return refuse("adminMedia.downloads.chooseFileError");
  const id = parseRowId(values.mediaId.trim());
  if (id === null) return refuse("adminMedia.downloads.unknownItem");
  const outcome = await offerDownload(db, slot, id, actor);
  if (!outcome.ok) return refuse(REFUSALS[outcome.problem]);
  return { result: { ...formSuccess({ key: "adminMedia.downloads.offered", values: { title: outcome.title } }), slot }, status: 200 };
}
