import { describe, expect, it } from "vitest";
import { MEDIA_KINDS } from "../../../vocabulary/media-keys.ts";
import { downloadFileName, fileTypeLabel, isDownloadSlot, suitsSlot } from "./downloads.ts";

describe("the media page's downloads", () => {
  it("takes only the kinds of file each one is for", () => {
    const suiting = (slot: "logos" | "mediaKit" | "photos" | "videos") => MEDIA_KINDS.filter((kind) => suitsSlot(slot, kind));
    expect(suiting("logos")).toEqual(["image", "svg", "pdf", "zip"]);
    expect(suiting("mediaKit")).toEqual(["pdf", "zip"]);
    expect(suiting("photos")).toEqual(["image", "zip"]);
    expect(suiting("videos")).toEqual(["zip", "video"]);
  });

  it("knows its four slots and nothing else", () => {
    for (const slot of ["logos", "mediaKit", "photos", "videos"]) expect(isDownloadSlot(slot)).toBe(true);
    for (const odd of ["", "mediakit", "media_kit", "toString", "__proto__", 3, null, undefined]) expect(isDownloadSlot(odd)).toBe(false);
  });

  it("names a file's type as people do", () => {
    expect(["pdf", "zip", "mp4", "jpg", "png", "svg", "webp"].map(fileTypeLabel)).toEqual(["PDF", "ZIP", "MP4", "JPEG", "PNG", "SVG", "WEBP"]);
  });

  it("saves a file under its title, made safe for any file system, with its extension once", () => {
    expect(downloadFileName("Dossier de presse — Tahiti 2027", "pdf")).toBe("Dossier de presse — Tahiti 2027.pdf");
    expect(downloadFileName("Logos officiels.ZIP", "zip")).toBe("Logos officiels.zip");
    expect(downloadFileName('../../etc/passwd: "a" <b> | c?*', "pdf")).toBe("etc passwd a b c.pdf");
    expect(downloadFileName("  ..caché\u0000\n", "zip")).toBe("caché.zip");
    expect(downloadFileName("プレスキット", "pdf")).toBe("プレスキット.pdf");
    expect(downloadFileName("/:*?", "mp4")).toBe("tahiti-2027.mp4");
    const long = downloadFileName("𠀀".repeat(200), "pdf");
    expect([...long]).toHaveLength(124);
    expect(long.endsWith("𠀀.pdf")).toBe(true);
  });
});
