import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useFileDrop } from "./file-drop.ts";
import { SendProgress, sendFile, type Sending } from "./send-file.tsx";

type UploadState = Sending | { phase: "stored"; id: number; created: boolean } | { phase: "refused"; message: string } | { phase: "failed" };

export interface Upload {
  key: number;
  name: string;
  state: UploadState;
}

/**
 * Sends each file in its own request, one after another, so each has its own progress bar and its
 * own answer (the server checks a file's type from its content only once it has it).
 */
export function useUploads() {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const queue = useRef(Promise.resolve());

  const send = useCallback((files: File[]) => {
    const update = (key: number, state: UploadState) => setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, state } : upload)));
    const added = files.map((file) => ({ key: nextKey.current++, name: file.name, file }));
    setUploads((all) => [...all, ...added.map(({ key, name }) => ({ key, name, state: { phase: "sending", percent: 0 } as const }))]);
    for (const { key, file } of added) {
      queue.current = queue.current.then(async () => {
        const answer = await sendFile("/admin/media/upload", file, (state) => update(key, state));
        if (answer?.ok && answer.id !== undefined) update(key, { phase: "stored", id: answer.id, created: answer.created ?? true });
        else if (answer?.message) update(key, { phase: "refused", message: answer.message });
        else update(key, { phase: "failed" });
      });
    }
  }, []);

  const { dragging, dropZone } = useFileDrop(send);
  return { uploads, send, dragging, dropZone };
}

export function UploadQueue({ uploads }: { uploads: Upload[] }) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <ul className="mt-6 space-y-3" aria-live="polite">
      {uploads.map(({ key, name, state }) => (
        <li key={key} data-testid="upload" className="rounded-lg border border-slate-200 bg-white p-4">
          <p className="break-words font-semibold text-slate-900">{name}</p>
          {(state.phase === "sending" || state.phase === "processing") && <SendProgress name={name} state={state} />}
          {state.phase === "stored" && (
            <p className="mt-1 text-sm">
              <span className="font-semibold text-green-800">{state.created ? t("adminMedia.stored") : t("adminMedia.duplicate")}</span>{" "}
              <Link to={`/admin/media/${state.id}`} className="text-ocean-700 underline hover:text-ocean-900">{t("adminMedia.edit", { title: name })}</Link>
            </p>
          )}
          {state.phase === "refused" && <p role="alert" className="mt-1 text-sm font-semibold text-red-800">{state.message}</p>}
          {state.phase === "failed" && <p role="alert" className="mt-1 text-sm font-semibold text-red-800">{t("adminMedia.failed")}</p>}
        </li>
      ))}
    </ul>
  );
}
