import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES, localizePath } from "~/platform/i18n/locales.ts";
import { PUBLIC_PAGES } from "~/domain/pages/public-pages.ts";
import { frenchSentences } from "../helpers/french.ts";
import { attribute, RAW_KEY, visibleText } from "../helpers/html.ts";
import { startTestSite, type TestSite } from "../helpers/site.ts";

// Flags and logos drawn with emoji are boxes on a system without a colour-emoji font and letter pairs
// on Windows: the site draws them as images. Regional indicators make the emoji flags; the other
// pictographs shown as emoji by default (🏆, 🤝) or asked to be (U+FE0F: 🏛️) made the partners' logos.
const EMOJI = /\p{Regional_Indicator}|\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/gu;

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site?.close();
});

describe.each(LOCALES)("every public page in %s", (locale) => {
  it("answers 200 in the right language, with a unique title and description, no raw key, no French sentence and no emoji flag or logo", async () => {
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
      expect(html.match(EMOJI), pathname).toBeNull();
    }
  });
});
