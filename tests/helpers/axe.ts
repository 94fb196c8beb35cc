import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * What axe finds on the page, one line per rule; `where` says more than its address, such as the width.
 * Our pages hold no frames, so axe runs in the page itself (legacy mode), without the blank page its
 * frame-by-frame mode opens to merge results, and reports violations only: a run takes a third of
 * the time.
 */
export async function axeViolations(page: Page, where = ""): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.map((v) => `${page.url()}${where && ` (${where})`} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

