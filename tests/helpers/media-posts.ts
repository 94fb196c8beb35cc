import net from "node:net";
import { picture } from "./media-fixtures.ts";
import type { TestSite } from "./site.ts";

export interface PostedFile {
  name: string;
  bytes: Buffer | string;
  type?: string;
}

/** What the server answers of one file (server/media-upload.ts, server/media-replace.ts). */
export interface FileAnswer {
  name: string;
  ok: boolean;
  id?: number;
  title?: string;
  created?: boolean;
  code?: string;
  message?: string;
  held?: { id: number; title: string };
}

/** Posts files to one of the media library's file endpoints as a browser does: JSON for its script, or `text/html` for a form without JavaScript. */
export function postFiles(site: TestSite, path: string, cookie: string, files: PostedFile[], accept = "application/json"): Promise<Response> {
  const body = new FormData();
  for (const file of files) body.append("file", new Blob([typeof file.bytes === "string" ? file.bytes : new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
  return fetch(site.url + path, { method: "POST", headers: { cookie, accept, origin: site.url }, body, redirect: "manual" });
}

/** Uploads a JPEG of this size to the media library as staff; its id. */
export async function uploadLibraryPhoto(site: TestSite, cookie: string, name: string, width: number, height: number): Promise<number> {
  const response = await postFiles(site, "/admin/media/upload", cookie, [{ name, type: "image/jpeg", bytes: await picture("jpeg", width, height) }]);
  return ((await response.json()) as { files: { id: number }[] }).files[0]!.id;
}

/** A file post written by hand, to be sent in part: the whole request, and where each file's bytes lie in it. */
export interface HandWrittenPost {
  bytes: Buffer;
  /** The end of the request's headers (the blank line included). */
  headEnd: number;
  files: { start: number; end: number }[];
}

/** A multipart post of these files as a browser writes it (JSON answer asked, same origin), announcing its whole length. */
export function handWrittenPost(site: TestSite, path: string, cookie: string, files: PostedFile[]): HandWrittenPost {
  const boundary = `----t27-${Date.now()}`;
  const parts: Buffer[] = [];
  const at: { start: number; end: number }[] = [];
  let length = 0;
  const push = (bytes: Buffer) => {
    parts.push(bytes);
    length += bytes.length;
  };
  for (const file of files) {
    push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`));
    const start = length;
    push(Buffer.from(file.bytes));
    at.push({ start, end: length });
    push(Buffer.from("\r\n"));
  }
  push(Buffer.from(`--${boundary}--\r\n`));
  const { host } = new URL(site.url);
  const head = Buffer.from(
    `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${site.url}\r\nCookie: ${cookie}\r\nAccept: application/json\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`,
  );
  return { bytes: Buffer.concat([head, ...parts]), headEnd: head.length, files: at.map(({ start, end }) => ({ start: head.length + start, end: head.length + end })) };
}

/** Opens a connection to the site and sends these bytes, then nothing more: the socket, for the test to cut, or to see closed. */
export function sendPart(site: TestSite, bytes: Buffer): net.Socket {
  const { hostname, port } = new URL(site.url);
  const socket = net.connect(Number(port), hostname);
  socket.on("error", () => undefined);
  socket.write(bytes);
  return socket;
}
