import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** What axe finds on the page, one line per rule; `where` says more than its address, such as the width. */
export async function axeViolations(page: Page, where = ""): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${page.url()}${where && ` (${where})`} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

export async function expectNoAxeViolations(page: Page, where = "") {
  expect(await axeViolations(page, where)).toEqual([]);
}
