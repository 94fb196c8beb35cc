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
