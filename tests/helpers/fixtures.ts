import { test as base, type BrowserContext } from "@playwright/test";
import type { Role } from "../../db/schema/index.ts";
import { signedInContext } from "./browser.ts";
import type { TestSite } from "./site.ts";
import { TestSites } from "./test-sites.ts";

interface WorkerFixtures {
  sites: TestSites;
}

interface TestFixtures {
  /** The environment the site starts with: files with the same one share a site. */
  siteEnv: Record<string, string>;
  /** `test.use({ ownSite: true })`: the file's tests get a site no other file uses. */
  ownSite: boolean;
  /** The built production server on a fresh copy of the migrated database, shared as above. */
  site: TestSite;
  /** A browser context signed in with the role (and the language, if given), closed after the test. */
  signIn: (role: Role, lang?: string) => Promise<BrowserContext>;
}

/**
 * The browser tests' runner: each worker starts one Chromium and the sites its tests need
 * (tests/helpers/test-sites.ts); each test gets a context that has passed the gate (`context`,
 * `page`), and signed-in contexts for staff when it asks.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  sites: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const sites = new TestSites();
      await use(sites);
      await sites.closeAll();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  siteEnv: [{}, { option: true }],
  ownSite: [false, { option: true }],
  // A site's start has its own timeout: a test's time starts when the test does.
  site: [async ({ sites, siteEnv, ownSite }, use, testInfo) => use(await sites.get(siteEnv, ownSite ? testInfo.file : undefined)), { timeout: 120_000 }],
  context: async ({ context, site }, use) => {
    if (site.gateCookie) {
      const [name, value] = site.gateCookie.split("=");
      await context.addCookies([{ name: name!, value: value!, url: site.url }]);
    }
    await use(context);
  },
  baseURL: async ({ site }, use) => use(site.url),
  signIn: async ({ browser, site, viewport }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (role, lang) => {
      const context = await signedInContext(browser, site, role, lang, { viewport, baseURL: site.url });
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

export { expect } from "@playwright/test";
