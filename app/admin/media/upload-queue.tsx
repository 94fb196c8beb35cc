import { useCallback, useRef, useState, type DragEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/platform/i18n/translation.tsx";

type UploadState =
  | { phase: "sending"; percent: number }
  | { phase: "processing" }
  | { phase: "stored"; id: number; created: boolean }
  | { phase: "refused"; message: string }
  | { phase: "failed" };

export interface Upload {
  key: number;
  name: string;
  state: UploadState;
}

interface FileAnswer {
  ok: boolean;
  id?: number;
  created?: boolean;
  message?: string;
}

/** One file in its own request, its progress and its answer told to `report`. */
function sendFile(file: File, report: (state: UploadState) => void): Promise<void> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/admin/media/upload");
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) report({ phase: "sending", percent: Math.floor((event.loaded / event.total) * 100) });
    };
    request.upload.onload = () => report({ phase: "processing" });
    request.onload = () => {
      let answer: FileAnswer | undefined;
      try {
        answer = (JSON.parse(request.responseText) as { files?: FileAnswer[] }).files?.[0];
      } catch {
        answer = undefined;
      }
      if (answer?.ok && answer.id !== undefined) report({ phase: "stored", id: answer.id, created: answer.created ?? true });
      else if (answer?.message) report({ phase: "refused", message: answer.message });
      else report({ phase: "failed" });
      resolve();
    };
    request.onerror = () => {
      report({ phase: "failed" });
      resolve();
    };
    const body = new FormData();
    body.append("file", file, file.name);
    request.send(body);
  });
}

/**
 * Sends each file in its own request, one after another, so each has its own progress bar and its
 * own answer (the server checks a file's type from its content only once it has it).
 */
export function useUploads() {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(0);
  const queue = useRef(Promise.resolve());

  const send = useCallback((files: File[]) => {
    const update = (key: number, state: UploadState) => setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, state } : upload)));
    const added = files.map((file) => ({ key: nextKey.current++, name: file.name, file }));
    setUploads((all) => [...all, ...added.map(({ key, name }) => ({ key, name, state: { phase: "sending", percent: 0 } as const }))]);
    for (const { key, file } of added) queue.current = queue.current.then(() => sendFile(file, (state) => update(key, state)));
  }, []);

  const dropZone = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      send([...event.dataTransfer.files]);
    },
  };
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
          {state.phase === "sending" && (
            <>
              <progress className="mt-2 block w-full" max={100} value={state.percent} aria-label={name} />
              <p className="text-sm text-slate-700">{t("adminMedia.sending", { percent: state.percent })}</p>
            </>
          )}
          {state.phase === "processing" && <p className="mt-1 text-sm text-slate-700">{t("adminMedia.processing")}</p>}
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
