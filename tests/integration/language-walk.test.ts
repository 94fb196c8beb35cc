import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES, localizePath } from "~/platform/i18n/locales.ts";
import { PUBLIC_PAGES } from "~/site/public-pages.ts";
import { frenchSentences } from "../helpers/french.ts";
import { attribute, RAW_KEY, visibleText } from "../helpers/html.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.close();
});

describe.each(LOCALES)("every public page in %s", (locale) => {
  it("answers 200 in the right language, with a unique title and description, no raw key and no French sentence", async () => {
    const titles = new Map<string, string>();
    for (const page of PUBLIC_PAGES) {
      const pathname = localizePath(page, locale);
      const response = await fetch(site.url + pathname, { headers: { cookie: site.gateCookie } });
      expect(response.status, pathname).toBe(200);
      const html = await response.text();
      expect(attribute(html, /<html[^>]*>/, "lang"), pathname).toBe(locale);
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      expect(title, pathname).toBeTruthy();
      expect(titles.get(title!), `${pathname} repeats the title of ${titles.get(title!)}`).toBeUndefined();
      titles.set(title!, pathname);
      expect(attribute(html, /<meta name="description"[^>]*>/, "content"), pathname).toBeTruthy();
      expect(visibleText(html), pathname).not.toMatch(RAW_KEY);
      if (locale !== "fr") expect(frenchSentences(html), pathname).toEqual([]);
    }
  });
});
