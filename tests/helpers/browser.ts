import { chromium, type Browser } from "playwright-core";
import { CHROMIUM } from "../../scripts/ensure-chromium.mjs";

/** Debian's Chromium, headless, with nothing reaching out to the network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}
