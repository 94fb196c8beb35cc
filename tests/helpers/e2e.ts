import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.ts";
import { startTestSite, type TestSite } from "./site.ts";

export interface SiteAndBrowser {
  readonly site: TestSite;
  readonly browser: Browser;
}

/**
 * The site and the Chromium an e2e file's tests share: started before them, closed after them.
 * `env` is read when the site starts, so it may use what an earlier beforeAll set up.
 */
export function siteAndBrowser(env: () => Record<string, string> = () => ({})): SiteAndBrowser {
  let site: TestSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [site, browser] = await Promise.all([startTestSite(env()), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the site and the browser start in beforeAll");
    return value;
  };
  return {
    get site() {
      return started(site);
    },
    get browser() {
      return started(browser);
    },
  };
}
