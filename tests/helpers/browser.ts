import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from "playwright-core";
import { CHROMIUM } from "../../scripts/ensure-chromium.mjs";

/** Debian's Chromium, headless, with nothing reaching out to the network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

/** A browser context that holds the gate cookie of `site`, as a visitor who typed the password. */
export async function unlockedContext(browser: Browser, site: { url: string; gateCookie: string }, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const [name, value] = site.gateCookie.split("=");
  await context.addCookies([{ name: name!, value: value!, url: site.url }]);
  return context;
}
