import { expect, test } from "@playwright/test";
import { axeViolations } from "../helpers/axe.ts";

/** Every accessibility check trusts this helper to fail: it names what axe finds, run after run, where it was found. */
test("names a page's violations, and sees the page as it is at each run", async ({ page }) => {
  await page.setContent('<html lang="fr"><head><title>Essai</title></head><body><main><h1>Essai</h1><img src="data:,"><button></button></main></body></html>');
  const first = await axeViolations(page, "390 px");
  expect(first.find((line) => line.includes(" (390 px) image-alt: img"))).toBeDefined();
  expect(first.find((line) => line.includes(" (390 px) button-name: button"))).toBeDefined();
  // The second run uses the axe the first one put in the page.
  await page.evaluate(() => document.querySelector("img")!.setAttribute("alt", "Le lagon"));
  const second = await axeViolations(page);
  expect(second.filter((line) => line.includes("image-alt"))).toEqual([]);
  expect(second.filter((line) => line.includes("button-name"))).toHaveLength(1);
});
