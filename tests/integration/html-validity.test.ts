import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { PUBLIC_PAGES } from "~/domain/pages/public-pages.ts";
import { createHtmlValidator, markupProblems } from "../helpers/html-validity.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

let site: TestSite;
let article: string;
const validator = createHtmlValidator();

beforeAll(async () => {
  site = await startTestSite();
  const list = await (await fetch(`${site.url}/news`, { headers: { cookie: site.gateCookie } })).text();
  article = list.match(/href="(\/news\/\d+)"/)![1]!;
});
afterAll(async () => {
  await site?.close();
});

/** Every page a visitor can open, beyond the list: an article, the account screens and the 404 page. */
const pages = () => [...PUBLIC_PAGES, article, "/auth", "/auth/forgot", "/no-such-page"];

async function problemsOf(pathname: string): Promise<string[]> {
  const response = await fetch(site.url + pathname, { headers: { cookie: site.gateCookie } });
  expect(response.status, pathname).toBe(pathname.includes("no-such-page") ? 404 : 200);
  return markupProblems(validator, await response.text(), pathname);
}

// The markup does not change with the language, but the text does (attributes, lengths, scripts):
// French, the site's first language, and Japanese, the one furthest from it.
describe.each(["fr", "ja"] satisfies Locale[])("the markup of every public page in %s", (locale) => {
  it("is valid HTML", async () => {
    const found: Record<string, string[]> = {};
    for (const page of pages()) {
      const pathname = localizePath(page, locale);
      const problems = await problemsOf(pathname);
      if (problems.length > 0) found[pathname] = problems;
    }
    expect(found).toEqual({});
  });
});

describe("the gate", () => {
  it("is valid HTML", async () => {
    const response = await fetch(`${site.url}/live`);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await markupProblems(validator, await response.text(), "gate")).toEqual([]);
  });
});
