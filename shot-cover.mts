import sharp from "sharp";
import { chromium } from "playwright-core";

const base = "http://127.0.0.1:4611";
const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6a04d"/><stop offset="1" stop-color="#fde2b0"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b8fb0"/><stop offset="1" stop-color="#0b4f6c"/></linearGradient></defs>
<rect width="2400" height="900" fill="url(#sky)"/><circle cx="1700" cy="760" r="160" fill="#ffd36b"/>
<rect y="880" width="2400" height="720" fill="url(#sea)"/>
<path d="M300 1250 Q700 1330 1100 1250 L1050 1300 Q700 1360 350 1300 Z" fill="#3b2414"/>
<path d="M700 1250 L700 950 L900 1240 Z" fill="#f3efe6"/>
<path d="M0 1000 Q400 940 800 990 Q1200 1040 1600 980 Q2000 930 2400 990 L2400 1010 L0 1010Z" fill="#0f6d8a" opacity=".6"/>
</svg>`;
const jpeg = await sharp(Buffer.from(scene)).jpeg({ quality: 85 }).toBuffer();

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext();
const page = await context.newPage();
const login = await context.request.post(`${base}/auth`, { form: { intent: "login", email: "admin@example.org", password: "Correct-horse-9" } , maxRedirects: 0});
console.log("login", login.status());
await page.goto(`${base}/admin/media`);
const id = await page.evaluate(async (bytes) => {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "Va'a au coucher du soleil.jpg");
  const r = await fetch("/admin/media/upload", { method: "POST", headers: { accept: "application/json" }, body });
  return (await r.json()).files[0].id;
}, [...jpeg]);
await page.goto(`${base}/admin/media/${id}`);
await page.getByLabel("Français").fill("Une pirogue à voile au coucher du soleil sur le lagon");
await page.getByLabel("日本語").fill("夕日のラグーンを進む帆付きカヌー");
await page.getByLabel("Crédit").fill("COJ Tahiti 2027");
await page.getByRole("button", { name: "Enregistrer" }).click();
await page.waitForTimeout(1500);
for (const [lang, width] of [["fr", 1366], ["ja", 390], ["fr", 390], ["ja", 1366]] as const) {
  await context.addCookies([{ name: "lang", value: lang, url: base }]);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${base}/admin/news/1/edit`);
  await page.screenshot({ path: `/tmp/shot-form-${lang}-${width}.png`, fullPage: false });
  await page.locator("fieldset button").first().click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shot-picker-${lang}-${width}.png` });
  if (lang === "fr" && width === 1366) {
    await page.locator("dialog li button").first().click();
    await page.locator('button[value="save"]').click();
    await page.waitForTimeout(1500);
  }
}
for (const [lang, width] of [["fr", 1366], ["ja", 390], ["fr", 390], ["ja", 1366]] as const) {
  const visitor = await browser.newContext({ viewport: { width, height: 900 } });
  const p = await visitor.newPage();
  await p.goto(`${base}${lang === "fr" ? "" : "/ja"}/news/1`);
  await p.waitForTimeout(800);
  await p.screenshot({ path: `/tmp/shot-article-${lang}-${width}.png`, fullPage: false });
  await p.goto(`${base}${lang === "fr" ? "" : "/ja"}/news`);
  await p.waitForTimeout(800);
  await p.screenshot({ path: `/tmp/shot-list-${lang}-${width}.png`, fullPage: false });
  await visitor.close();
}
await browser.close();
