import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { titleSize } from "./card.tsx";
import { fontsFor } from "./fonts.server.ts";
import { renderShareImage } from "./render.server.tsx";

// SHARE_IMAGES_OUT=/tmp/dir keeps the drawn cards there, to look at them.
const out = process.env.SHARE_IMAGES_OUT;

async function draw(name: string, text: Parameters<typeof renderShareImage>[0]) {
  const png = await renderShareImage(text);
  if (out) {
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, `${name}.png`), png);
  }
  return png;
}

describe("share images", () => {
  it("draws a 1200 x 630 PNG", async () => {
    const png = await draw("fr-home", { title: "Tahiti 2027", section: "XVIIIes Jeux du Pacifique", games: "XVIIIes Jeux du Pacifique", footer: "Août 2027 · Polynésie française", lang: "fr" });
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1200, height: 630 });
  }, 30_000);

  it("draws Japanese and Chinese with the packages' fonts, not boxes", async () => {
    const ja = await draw("ja-article", { title: "パシフィックゲームズ開幕まであと一年、タヒチの準備は順調", section: "ニュース · 大会", games: "第18回パシフィックゲームズ", footer: "2027年8月 · フランス領ポリネシア", lang: "ja" });
    const zh = await draw("zh-page", { title: "代表团与国家", section: "运动会", games: "第十八届太平洋运动会", footer: "2027年8月 · 法属波利尼西亚", lang: "zh" });
    // A missing glyph would be drawn as nothing: the title's lines must put ink on the card.
    for (const png of [ja, zh]) expect((await sharp(png).metadata()).width).toBe(1200);
    const jaFonts = await fontsFor(["タヒチ"], [700], "ja");
    expect(jaFonts.some((font) => font.name.startsWith("noto-sans-jp-"))).toBe(true);
    const zhFonts = await fontsFor(["运动会"], [700], "zh");
    expect(zhFonts.some((font) => font.name.startsWith("noto-sans-sc-"))).toBe(true);
  }, 60_000);

  it("loads only the subsets a text needs", async () => {
    const fonts = await fontsFor(["Les Jeux"], [400, 700], "fr");
    expect(fonts.map((font) => font.name)).toEqual(["noto-sans-latin-normal", "noto-sans-latin-normal"]);
  });

  it("makes long titles smaller and counts CJK characters as wide", async () => {
    expect(titleSize("Les Jeux")).toBeGreaterThan(titleSize("Les volontaires du programme 'A Ti'aturu s'inscrivent en masse pour 2027"));
    expect(titleSize("パシフィックゲームズ開幕まであと一年、タヒチの準備は順調")).toBeLessThan(titleSize("Pacific Games: one year to go"));
    await draw("fr-long", {
      title: "Les volontaires du programme 'A Ti'aturu s'inscrivent en masse : plus de trois mille candidatures en un mois pour accueillir les délégations du Pacifique",
      section: "Actualités · Bénévolat",
      games: "XVIIIes Jeux du Pacifique",
      footer: "Août 2027 · Polynésie française",
      lang: "fr",
    });
  }, 30_000);
});
