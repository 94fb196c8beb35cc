import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type * as Axe from "axe-core";

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * What axe finds on the page, one line per rule; `where` says more than its address, such as the width.
 * Axe is put into a page once and then run as often as the test asks (at each width): loading its
 * half-megabyte script cost as much as a run. Our pages hold no frames, so it checks the document
 * alone, and reports violations only.
 */
export async function axeViolations(page: Page, where = ""): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
  });
  return violations.map((v) => `${page.url()}${where && ` (${where})`} ${v.id}: ${v.targets.join(", ")}`);
}
