import { chromium } from "playwright-core";
const base = "http://127.0.0.1:4602";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [390, 1366]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "ja-JP" });
  const page = await context.newPage();
  await page.request.post(base + "/auth", { form: { intent: "login", email: "admin@example.org", password: "correct-horse-battery" } });
  // Two saves to have a history.
  await page.goto(base + "/admin/news/3/edit");
  await page.fill("input[name=title]", "Le logo de Tahiti 2027 dévoilé à la Pointe Vénus, à Mahina");
  await page.click("button[value=save]");
  await page.waitForTimeout(800);
  await page.goto(base + "/admin/news/3/history/fr");
  await page.screenshot({ path: `/tmp/shots/history-${width}.png`, fullPage: true });
  await page.goto(base + "/admin/news/3/translations/ja");
  await page.screenshot({ path: `/tmp/shots/translation-ja-${width}.png`, fullPage: true });
  await context.close();
}
await browser.close();
