import type { MetaDescriptor } from "react-router";
import { INTL_TAGS, LOCALES, localizePath, stripLocale, type Locale } from "~/platform/i18n/locales.ts";

export interface Seo {
  title: string;
  description: string;
  /** Pages the search engines should not keep (errors, the gate). */
  noindex?: boolean;
}

interface RootData {
  locale: Locale;
  publicUrl: string;
}

interface MetaInput {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

/** Title, description, Open Graph, canonical URL and the six hreflang alternates of a page. */
export function pageMeta({ location, matches }: MetaInput, seo: Seo | undefined): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  if (!seo || !root) return [];
  const base = stripLocale(location.pathname);
  const url = (locale: Locale) => `${root.publicUrl}${localizePath(base, locale)}`;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Tahiti 2027" },
    { property: "og:locale", content: INTL_TAGS[root.locale].replace("-", "_") },
    { property: "og:url", content: url(root.locale) },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (seo.noindex) return [...tags, { name: "robots", content: "noindex" }];
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url(root.locale) },
    ...LOCALES.map((locale) => ({ tagName: "link", rel: "alternate", hrefLang: INTL_TAGS[locale], href: url(locale) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("fr") },
  ];
}
