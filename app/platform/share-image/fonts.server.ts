import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { LRUCache } from "lru-cache";

/**
 * The share images' fonts come from npm packages, never from the system: a server or CI without CJK
 * fonts draws Japanese and Chinese all the same. Fontsource splits each family into subsets by
 * unicode-range (about a hundred for Japanese or Chinese), so a card loads only the few files that
 * hold its characters. Satori reads WOFF (not WOFF2).
 */
export type FontWeight = 400 | 700;

export type Script = "latin" | "ja" | "zh";

const PACKAGES: Record<Script, string> = {
  latin: "@fontsource/noto-sans",
  ja: "@fontsource/noto-sans-jp",
  zh: "@fontsource/noto-sans-sc",
};

/** Japanese and Chinese draw some shared characters differently: a page's own language goes first. */
const ORDER: Record<"ja" | "zh" | "other", Script[]> = {
  ja: ["latin", "ja", "zh"],
  zh: ["latin", "zh", "ja"],
  other: ["latin", "ja", "zh"],
};

export interface LoadedFont {
  name: string;
  data: Buffer;
  weight: FontWeight;
  style: "normal";
}

interface Face {
  script: Script;
  file: string;
  ranges: [number, number][];
}

const require = createRequire(import.meta.url);
const faceLists = new Map<string, Face[]>();

/** One package's faces of a weight, read from its CSS (`src: url(...woff2), url(...woff); unicode-range: ...`). */
function facesOf(script: Script, weight: FontWeight): Face[] {
  const key = `${script}-${weight}`;
  let faces = faceLists.get(key);
  if (faces) return faces;
  const dir = path.dirname(require.resolve(`${PACKAGES[script]}/package.json`));
  const css = readFileSync(path.join(dir, `${weight}.css`), "utf8");
  faces = [...css.matchAll(/url\(\.\/(files\/[^)]+\.woff)\) format\('woff'\);\s*unicode-range: ([^;]+);/g)].map(([, file, ranges]) => ({
    script,
    file: path.join(dir, file!),
    ranges: ranges!.split(",").map((range) => {
      const [from, to] = range.trim().slice(2).split("-");
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as [number, number];
    }),
  }));
  if (faces.length === 0) throw new Error(`no WOFF faces found in ${PACKAGES[script]}/${weight}.css`);
  faceLists.set(key, faces);
  return faces;
}

const covers = (face: Face, codePoint: number) => face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

// The same Buffer for the same file: satori keeps parsed fonts by their data, so a subset is parsed once.
const files = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (data) => data.length });

async function load(file: string): Promise<Buffer> {
  let data = files.get(file);
  if (!data) {
    data = await readFile(file);
    files.set(file, data);
  }
  return data;
}

/**
 * The subsets that draw `texts` in `weights`, in the order satori should try them: Latin first, then
 * the page's CJK family, then the other. A character no subset holds is left to satori's fallback.
 */
export async function fontsFor(texts: string[], weights: FontWeight[], language: string): Promise<LoadedFont[]> {
  const order = ORDER[language === "ja" || language === "zh" ? language : "other"];
  const codePoints = new Set<number>();
  for (const text of texts) for (const char of text) codePoints.add(char.codePointAt(0)!);
  const chosen: { name: string; file: string; weight: FontWeight }[] = [];
  for (const weight of weights) {
    const picked = new Set<Face>();
    for (const codePoint of codePoints) {
      if (codePoint <= 0x20) continue;
      for (const script of order) {
        const face = facesOf(script, weight).find((candidate) => covers(candidate, codePoint));
        if (face) {
          picked.add(face);
          break;
        }
      }
    }
    // Latin's basic subset always comes first: satori measures spaces and digits with its first font.
    const basic = facesOf("latin", weight).find((face) => covers(face, 0x41))!;
    const faces = [basic, ...[...picked].filter((face) => face !== basic)];
    faces.sort((a, b) => order.indexOf(a.script) - order.indexOf(b.script));
    // Named without the weight: a subset's regular and bold are one family to satori.
    for (const face of faces) chosen.push({ name: path.basename(face.file, ".woff").replace(`-${weight}-`, "-"), file: face.file, weight });
  }
  return Promise.all(chosen.map(async ({ name, file, weight }) => ({ name, data: await load(file), weight, style: "normal" as const })));
}
