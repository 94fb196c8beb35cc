// `npm run screenshots`: full-page screenshots of every public page (and an article and the
// not-found page) at a phone and a desktop width, in French and Japanese by default, to look at
// before calling a visual change done. Against the production server (GATE=off) on a fresh data
// directory, like `npm run lighthouse`; the PNGs go to screenshots/ (git-ignored), one folder per
// language, named after the page and the width, and each page's width is printed when it is wider
// than the screen.
//
//   npm run screenshots -- --lang fr,en --width 390,1024 --page /medals,/live
//
// It runs through tsx so that it reads the list of public pages from the site's own module.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { PUBLIC_PAGES } from "../app/domain/pages/public-pages.ts";
import { LOCALES, localizePath } from "../app/platform/i18n/locales.ts";
import { buildIfStale } from "./build-if-stale.mjs";
import { CHROMIUM, ensureChromium } from "./ensure-chromium.mjs";
import { startSiteProcess } from "./lib/site-process.mjs";

const OUT = "screenshots";

const { values: options } = parseArgs({
  options: {
    lang: { type: "string", default: "fr,ja" },
    width: { type: "string", default: "390,1366" },
    page: { type: "string" },
  },
});
const list = (value) => value.split(",").map((item) => item.trim()).filter(Boolean);
const languages = list(options.lang);
const widths = list(options.width).map(Number);
const pages = options.page ? list(options.page) : [...PUBLIC_PAGES, "/news/1", "/nope"];
const unknown = languages.filter((lang) => !LOCALES.includes(lang));
if (unknown.length > 0 || widths.some((width) => !Number.isInteger(width) || width < 200)) {
  console.error(`--lang takes some of ${LOCALES.join(",")} and --width whole numbers of pixels (from 200)`);
  process.exit(1);
}

function fileName(page, width) {
  return `${page.replace(/^\//, "").replace(/\//g, "_") || "home"}-${width}.png`;
}

async function main() {
  ensureChromium();
  buildIfStale();
  const site = await startSiteProcess({ env: { GATE: "off" } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"] });
  let count = 0;
  try {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const tab = await context.newPage();
      for (const lang of languages) {
        const dir = path.join(OUT, lang);
        fs.mkdirSync(dir, { recursive: true });
        for (const page of pages) {
          await tab.goto(site.url + localizePath(page, lang), { waitUntil: "load" });
          await tab.evaluate(() => document.fonts.ready);
          const file = path.join(dir, fileName(page, width));
          await tab.screenshot({ path: file, fullPage: true });
          count++;
          const pageWidth = await tab.evaluate(() => document.documentElement.scrollWidth);
          if (pageWidth > width) console.log(`${file}: the page is ${pageWidth} px wide`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  console.log(`${count} screenshots in ${OUT}/`);
}

await main();
