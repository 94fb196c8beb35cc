import type { Page } from "playwright-core";
import { beforeAll } from "vitest";
import { unlockedContext } from "./browser.ts";
import type { SiteAndBrowser } from "./e2e.ts";

/**
 * A few tabs of one unlocked browser context that concurrent tests borrow in turn, so that loading
 * one page overlaps checking another. Returns `withTab`, which lends a tab for the time of `run`.
 */
export function tabPool(e2e: SiteAndBrowser, { tabs, viewport }: { tabs: number; viewport: { width: number; height: number } }) {
  const idle: Page[] = [];
  const waiting: ((tab: Page) => void)[] = [];

  beforeAll(async () => {
    const context = await unlockedContext(e2e.browser, e2e.site, { viewport });
    for (let i = 0; i < tabs; i++) idle.push(await context.newPage());
  });

  return async function withTab<T>(run: (tab: Page) => Promise<T>): Promise<T> {
    const tab = idle.pop() ?? (await new Promise<Page>((resolve) => waiting.push(resolve)));
    try {
      return await run(tab);
    } finally {
      const next = waiting.shift();
      if (next) next(tab);
      else idle.push(tab);
    }
  };
}
