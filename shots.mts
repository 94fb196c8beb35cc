import { chromium } from "playwright-core";
const base = "http://127.0.0.1:4602";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const lang of ["fr", "ja"]) for (const width of [390, 1366]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === "ja" ? "ja-JP" : "fr-FR" });
  await context.addCookies([{ name: "lang", value: lang, url: base }]);
  const page = await context.newPage();
  await page.request.post(base + "/auth", { form: { intent: "login", email: "admin@example.org", password: "correct-horse-battery" } });
  await page.goto(base + "/admin/news/7/translations/ja");
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/m-translation-${lang}-${width}.png`, fullPage: true });
  await page.goto(base + "/admin/news/3/history/fr");
  await page.screenshot({ path: `/tmp/shots/m-history-${lang}-${width}.png`, fullPage: true });
  await page.goto(base + "/admin/dashboard");
  await page.screenshot({ path: `/tmp/shots/m-dash-${lang}-${width}.png`, fullPage: false });
  await context.close();
}
await browser.close();
