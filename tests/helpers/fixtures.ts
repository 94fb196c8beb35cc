import { test as base, type BrowserContext } from "@playwright/test";
import type { Role } from "../../db/schema/index.ts";
import { signedInContext } from "./browser.ts";
import { startTestSite, type TestSite } from "./site.ts";

interface WorkerFixtures {
  /** The environment the worker's site starts with: `test.use({ siteEnv })` gives a file its own workers. */
  siteEnv: Record<string, string>;
  /** The built production server on a fresh copy of the migrated database, shared by the worker's tests. */
  site: TestSite;
}

interface TestFixtures {
  /** A browser context signed in with the role (and the language, if given), closed after the test. */
  signIn: (role: Role, lang?: string) => Promise<BrowserContext>;
}

/**
 * The browser tests' runner: each worker starts one site and one Chromium; each test gets a context
 * that has passed the gate (`context`, `page`), and signed-in contexts for staff when it asks.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  siteEnv: [{}, { scope: "worker", option: true }],
  site: [
    async ({ siteEnv }, use) => {
      const site = await startTestSite(siteEnv);
      await use(site);
      await site.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
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
