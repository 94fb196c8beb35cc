import { useTranslation } from "~/platform/i18n/translation.tsx";

/** A file on its way: its bytes going up, then the server checking and storing it. */
export type Sending = { phase: "sending"; percent: number } | { phase: "processing" };

/** What the server says of one file (server/media-upload.ts, server/media-replace.ts). */
export interface FileAnswer {
  ok: boolean;
  id?: number;
  created?: boolean;
  message?: string;
  /** The item that already holds these bytes, when a replacement is refused for it. */
  held?: { id: number; title: string };
}

/**
 * Posts one file to `url` in its own request, telling `report` how far it has gone; resolves with
 * the server's answer for it, or null when none came (the connection failed, or the answer is not
 * the library's).
 */
export function sendFile(url: string, file: File, report: (state: Sending) => void): Promise<FileAnswer | null> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) report({ phase: "sending", percent: Math.floor((event.loaded / event.total) * 100) });
    };
    request.upload.onload = () => report({ phase: "processing" });
    request.onload = () => {
      try {
        resolve((JSON.parse(request.responseText) as { files?: FileAnswer[] }).files?.[0] ?? null);
      } catch {
        resolve(null);
      }
    };
    request.onerror = () => resolve(null);
    const body = new FormData();
    body.append("file", file, file.name);
    request.send(body);
  });
}

/** The progress of one file being sent, under its name. */
export function SendProgress({ name, state }: { name: string; state: Sending }) {
  const { t } = useTranslation();
  if (state.phase === "processing") return <p className="mt-1 text-sm text-slate-700">{t("adminMedia.processing")}</p>;
  return (
    <>
      <progress className="mt-2 block w-full" max={100} value={state.percent} aria-label={name} />
      <p className="text-sm text-slate-700">{t("adminMedia.sending", { percent: state.percent })}</p>
    </>
  );
}
