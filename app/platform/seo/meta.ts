import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, INTL_TAGS, LOCALES, localizePath, stripLocale, type Locale } from "~/platform/i18n/locales.ts";

export interface Seo {
  title: string;
  description: string;
  /** Pages the search engines should not keep (errors, the gate). */
  noindex?: boolean;
  /** A page's own share image and structured data (an article's); others get theirs from the root loader. */
  share?: SharePage;
  /** The languages the page exists in, when not all six (an article's published versions). */
  languages?: readonly Locale[];
  /** The language of the page's own words when they are not the visitor's: the canonical page is that language's. */
  canonicalLocale?: Locale;
}

/** What a page shows link previews and search engines beyond its title (app/site/share). */
export interface SharePage {
  image: { url: string; alt: string };
  /** JSON-LD objects (schema.org), each written as its own script element. */
  structuredData: Record<string, unknown>[];
  /** An article's dates (ISO 8601), for og:type article. */
  article?: { publishedTime?: string; modifiedTime?: string };
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

interface RootData {
  locale: Locale;
  publicUrl: string;
  share?: SharePage | null;
}

interface MetaInput {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

/**
 * Title, description, Open Graph and Twitter card (with the page's share image), canonical URL, the
 * hreflang alternates (the six languages unless the page says fewer) and the page's structured data. React Router writes JSON-LD with `<`, `>`
 * and `&` escaped, so no title can close the script element; the CSP does not apply to data blocks.
 */
export function pageMeta({ location, matches }: MetaInput, seo: Seo | undefined): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  if (!seo || !root) return [];
  const base = stripLocale(location.pathname);
  const share = seo.share ?? root.share ?? undefined;
  const url = (locale: Locale) => `${root.publicUrl}${localizePath(base, locale)}`;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: share?.article ? "article" : "website" },
    { property: "og:site_name", content: "Tahiti 2027" },
    { property: "og:locale", content: INTL_TAGS[root.locale].replace("-", "_") },
    { property: "og:url", content: url(seo.canonicalLocale ?? root.locale) },
    { name: "twitter:card", content: "summary_large_image" },
    ...(share ? shareTags(share) : []),
  ];
  if (seo.noindex) return [...tags, { name: "robots", content: "noindex" }];
  const languages = seo.languages ?? LOCALES;
  const fallback = languages.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : languages[0];
  return [
    ...tags,
    ...(share?.structuredData ?? []).map((data) => ({ "script:ld+json": data })),
    { tagName: "link", rel: "canonical", href: url(seo.canonicalLocale ?? root.locale) },
    ...languages.map((locale) => ({ tagName: "link", rel: "alternate", hrefLang: INTL_TAGS[locale], href: url(locale) })),
    ...(fallback ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(fallback) }] : []),
  ];
}

function shareTags({ image, article }: SharePage): MetaDescriptor[] {
  return [
    { property: "og:image", content: image.url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
    ...(article?.publishedTime ? [{ property: "article:published_time", content: article.publishedTime }] : []),
    ...(article?.modifiedTime ? [{ property: "article:modified_time", content: article.modifiedTime }] : []),
  ];
}
