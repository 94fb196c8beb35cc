import { CircleAlert, RefreshCw } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import type { MediaKind } from "../../../vocabulary/media-keys.ts";
import { FormNotice } from "~/platform/forms/form-alert.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { useFileDrop } from "./file-drop.ts";
import { formatFileSize } from "~/platform/i18n/format.ts";
import { SendProgress, sendFile, type Sending } from "./send-file.tsx";

/** What the file chooser offers first; the server decides from the content all the same. */
const ACCEPT: Record<MediaKind, string> = {
  image: "image/jpeg,image/png,image/webp,image/avif,image/gif",
  svg: "image/svg+xml,.svg",
  pdf: "application/pdf,.pdf",
  zip: "application/zip,.zip",
  video: "video/mp4,.mp4,.m4v",
};

type Held = { id: number; title: string };
type ReplaceState = { phase: "idle" } | Sending | { phase: "replaced" } | { phase: "refused"; message: string; held?: Held | null } | { phase: "failed" };

/** Sends the chosen file with its progress shown; once it has replaced the item's, the page reloads its data (sizes, preview, links). */
function useReplacement(itemId: number) {
  const [state, setState] = useState<ReplaceState>({ phase: "idle" });
  const revalidator = useRevalidator();
  const replace = async (file: File) => {
    setState({ phase: "sending", percent: 0 });
    const answer = await sendFile(`/admin/media/${itemId}/replace`, file, setState);
    if (answer?.ok) {
      await revalidator.revalidate();
      setState({ phase: "replaced" });
    } else if (answer?.message) setState({ phase: "refused", message: answer.message, held: answer.held });
    else setState({ phase: "failed" });
  };
  return { state, replace };
}

export interface ReplaceFileProps {
  itemId: number;
  kind: MediaKind;
  limitBytes: number;
  /** What a post without JavaScript came back with. */
  outcome: { replaced: boolean; refused: string | null; held: Held | null };
}

/**
 * The item's file replaced by another of the same kind: one file, chosen or dropped, sent with its
 * progress by the page's script; without JavaScript the form posts it and the server comes back here.
 */
export function ReplaceFile({ itemId, kind, limitBytes, outcome }: ReplaceFileProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const { state, replace } = useReplacement(itemId);
  // A dropped file is chosen, not sent: the button says when, as for a file picked in the dialog.
  const { dragging, dropZone } = useFileDrop(([file]) => {
    if (!file || !input.current) return;
    const chosen = new DataTransfer();
    chosen.items.add(file);
    input.current.files = chosen.files;
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    void replace(file).then(() => {
      if (input.current) input.current.value = "";
    });
  };
  const busy = state.phase === "sending" || state.phase === "processing";
  const shown: ReplaceState = state.phase !== "idle" ? state : outcome.refused ? { phase: "refused", message: outcome.refused, held: outcome.held } : outcome.replaced ? { phase: "replaced" } : state;
  return (
    <section id="replace" className="mt-10 rounded-xl border border-slate-200 p-6" aria-labelledby="replace-title">
      <h2 id="replace-title" className="text-xl font-bold text-slate-900">{t("adminMedia.replaceTitle")}</h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t("adminMedia.replaceHelp")}</p>
      <form
        method="post"
        action={`/admin/media/${itemId}/replace`}
        encType="multipart/form-data"
        onSubmit={submit}
        {...dropZone}
        className={`mt-4 rounded-xl border-2 border-dashed p-4 ${dragging ? "border-ocean-700 bg-ocean-50" : "border-slate-400 bg-white"}`}
      >
        <label htmlFor="replacement" className="block font-semibold text-slate-900">{t("adminMedia.replaceLabel")}</label>
        <p id="replacement-hint" className="text-slate-700">
          <span className="block">{t(`adminMedia.replaceAccepts.${kind}`, { limit: formatFileSize(limitBytes, locale) })}</span>
          <span className="block">{t("adminMedia.replaceDrop")}</span>
        </p>
        <input ref={input} id="replacement" name="file" type="file" accept={ACCEPT[kind]} required aria-describedby="replacement-hint" className="mt-3 block max-w-full text-slate-900" />
        <button type="submit" disabled={busy} className="mt-4 inline-flex items-center gap-2 rounded-md bg-ocean-800 px-4 py-2 font-semibold text-white hover:bg-ocean-900 disabled:opacity-60">
          <RefreshCw aria-hidden="true" className="size-4" />
          {t("adminMedia.replaceButton")}
        </button>
      </form>
      <div aria-live="polite" data-testid="replace-status">
        {(shown.phase === "sending" || shown.phase === "processing") && <SendProgress name={t("adminMedia.replaceLabel")} state={shown} />}
        {shown.phase === "replaced" && <FormNotice text={t("adminMedia.replaced")} className="mt-4" />}
        {shown.phase === "refused" && (
          <div role="alert" className="mt-4 flex gap-3 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="min-w-0">
              <p className="break-words">{shown.message}</p>
              {shown.held && (
                <p className="mt-2">
                  <Link to={`/admin/media/${shown.held.id}`} className="break-words font-semibold underline">{t("adminMedia.openHeld", { title: shown.held.title })}</Link>
                </p>
              )}
            </div>
          </div>
        )}
        {shown.phase === "failed" && <p role="alert" className="mt-4 font-semibold text-red-800">{t("adminMedia.failed")}</p>}
      </div>
    </section>
  );
}
