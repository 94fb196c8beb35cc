import { EVENT } from "~/domain/event/games.ts";
import { socialLinks, type SocialAccounts } from "~/domain/event/social-links.ts";
import type { CardDates } from "./share-cards.server.ts";
import { INTL_TAGS, isLocale, localizePath, type Locale } from "~/platform/i18n/locales.ts";
import type { Translate } from "~/platform/i18n/translator.ts";

// schema.org JSON-LD for search engines. Every figure comes from the event's facts, app/domain/event/games.ts
// or the locales, as the pages show them: nothing here is stated that the site does not state.

const CONTEXT = "https://schema.org";

export interface SiteFacts {
  publicUrl: string;
  locale: Locale;
  t: Translate;
  /** The Games' days and accounts, from the event's facts. */
  dates: CardDates & SocialAccounts;
}

export interface Crumb {
  name: string;
  /** French (unprefixed) path. */
  path: string;
}

export interface ArticleDates {
  publishedAt: Date | null;
  updatedAt: Date;
  /** The author's display name; none when the newsroom signs. */
  authorName: string | null;
}

const pageUrl = ({ publicUrl, locale }: SiteFacts, path: string) => publicUrl + localizePath(path, locale);
const organizationId = ({ publicUrl }: SiteFacts) => `${publicUrl}/#organization`;

/** The organising committee, as the footer names it. */
export function organization(site: SiteFacts): Record<string, unknown> {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": organizationId(site),
    name: site.t("footer.committeeName"),
    url: pageUrl(site, "/"),
    logo: `${site.publicUrl}/logo.svg`,
    address: { "@type": "PostalAddress", streetAddress: site.t("footer.addressLine"), addressCountry: "PF" },
    sameAs: socialLinks(site.dates).map((link) => link.href),
  };
}

/** The Games: their dates (the event's facts) and islands, organised by the committee. */
export function sportsEvent(site: SiteFacts, image: string): Record<string, unknown> {
  const { t } = site;
  return {
    "@context": CONTEXT,
    "@type": "SportsEvent",
    name: t("home.metaTitle"),
    description: t("home.metaDescription"),
    url: pageUrl(site, "/"),
    image: [image],
    inLanguage: INTL_TAGS[site.locale],
    startDate: site.dates.startDate,
    endDate: site.dates.endDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: EVENT.islands.map((island) => ({
      "@type": "Place",
      name: island,
      address: { "@type": "PostalAddress", addressRegion: island, addressCountry: "PF" },
    })),
    organizer: { "@id": organizationId(site) },
  };
}

export function breadcrumbList(site: SiteFacts, crumbs: Crumb[]): Record<string, unknown> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: pageUrl(site, crumb.path) })),
  };
}

export function newsArticle(
  site: SiteFacts,
  path: string,
  image: string,
  article: ArticleDates & { title: string; language: string; section: string },
): Record<string, unknown> {
  const publisher = { "@type": "Organization", "@id": organizationId(site), name: site.t("footer.committeeName") };
  // An article the newsroom signs is the committee's.
  const author = article.authorName ? { "@type": "Person", name: article.authorName } : publisher;
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: article.title,
    inLanguage: article.language,
    articleSection: article.section,
    image: [image],
    ...(article.publishedAt ? { datePublished: article.publishedAt.toISOString() } : {}),
    dateModified: article.updatedAt.toISOString(),
    author,
    publisher,
    // The page of the article's own language: a page showing it untranslated is not the canonical one.
    mainEntityOfPage: pageUrl({ ...site, locale: isLocale(article.language) ? article.language : site.locale }, path),
  };
}

/** What a public page says about itself: the Games on the home and Games pages, the committee on its page, the breadcrumbs. */
export function pageStructuredData(site: SiteFacts, path: string, image: string, crumbs: Crumb[]): Record<string, unknown>[] {
  const data: Record<string, unknown>[] = [];
  if (path === "/" || path === "/games") data.push(sportsEvent(site, image), organization(site));
  if (path === "/organization") data.push(organization(site));
  if (crumbs.length > 0) data.push(breadcrumbList(site, crumbs));
  return data;
}
