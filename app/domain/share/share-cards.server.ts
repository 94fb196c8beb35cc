import { createHash } from "node:crypto";
import { findDelegation, type Delegations } from "~/domain/delegations/public-delegations.server.ts";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import { sportsIn } from "~/domain/sports/public-sports.server.ts";
import { venuesIn } from "~/domain/venues/public-venues.server.ts";
import type { SocialAccounts } from "~/domain/event/social-links.ts";
import { itemPagesIn } from "~/domain/pages/item-pages.server.ts";
import { accreditationTextsKind } from "~/domain/content/kinds/accreditation-texts.ts";
import { athletesTextsKind } from "~/domain/content/kinds/athletes-texts.ts";
import { contactTextsKind } from "~/domain/content/kinds/contact-texts.ts";
import { countriesTextsKind } from "~/domain/content/kinds/countries-texts.ts";
import { gamesTextsKind } from "~/domain/content/kinds/games-texts.ts";
import { mediaTextsKind } from "~/domain/content/kinds/media-texts.ts";
import { medallistsTextsKind } from "~/domain/content/kinds/medallists-texts.ts";
import { openDataTextsKind } from "~/domain/content/kinds/open-data-texts.ts";
import { organizationTextsKind } from "~/domain/content/kinds/organization-texts.ts";
import { partnersTextsKind } from "~/domain/content/kinds/partners-texts.ts";
import { scheduleTextsKind } from "~/domain/content/kinds/schedule-texts.ts";
import { sportsTextsKind } from "~/domain/content/kinds/sports-texts.ts";
import { venuesTextsKind } from "~/domain/content/kinds/venues-texts.ts";
import type { PageTextDef } from "~/domain/content/kinds/page-texts.ts";
import { volunteersTextsKind } from "~/domain/content/kinds/volunteers-texts.ts";
import type { Shown } from "~/domain/content/localized.ts";
import { pageTexts } from "~/domain/content/page-texts.server.ts";
import type { ProsePageId } from "~/domain/content/kinds/pages.ts";
import { prosePage } from "~/domain/pages/prose-pages.server.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import type { ContentKind } from "../../../vocabulary/content-keys.ts";
import { formatDayRange } from "~/platform/i18n/format.ts";
import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { Translate } from "~/platform/i18n/translator.ts";
import type { CardText } from "~/platform/share-image/card.tsx";
import type { SharePage } from "~/platform/seo/meta.ts";
import { breadcrumbList, newsArticle, pageStructuredData, type ArticleDates, type Crumb } from "./structured-data.server.ts";
import type { NewsCategory } from "../../../vocabulary/news-keys.ts";

/** Bumped when the card's drawing changes, so every image gets a new URL. */
const DESIGN_VERSION = "1";

type Section = "home" | "news" | "games" | "countries" | "sports" | "venues" | "organization" | "media" | "accreditation" | "athletes" | "volunteers" | "partners" | "contact" | "schedule" | "results" | "openData" | "legal";

/** A page's card: titled by the interface's words, by its own texts' title for search engines and shares, or by its prose page's title. */
type PageCard = { section: Section } & ({ title: (locale: Locale, t: Translate) => string } | { texts: PageTextsDef } | { prose: ProsePageId });

/** A page-texts kind whose texts include the page's title for search engines and shares. */
interface PageTextsDef {
  kind: ContentKind;
  texts: readonly PageTextDef[];
}

// The <title> without the site's name: every page's title ends with it.
const SITE_SUFFIX = /\s*[—–-]\s*Tahiti 2027$/;
const bare = (title: string) => title.replace(SITE_SUFFIX, "");

const PAGES: Record<string, PageCard> = {
  "/": { title: (_locale, t) => t("home.subtitle"), section: "home" },
  "/news": { title: (_locale, t) => bare(t("news.metaTitle")), section: "news" },
  "/games": { texts: gamesTextsKind, section: "games" },
  "/games/history": { prose: "history", section: "games" },
  "/games/vision": { prose: "vision", section: "games" },
  "/countries": { texts: countriesTextsKind, section: "countries" },
  "/sports": { texts: sportsTextsKind, section: "sports" },
  "/venues": { texts: venuesTextsKind, section: "venues" },
  "/organization": { texts: organizationTextsKind, section: "organization" },
  "/media": { texts: mediaTextsKind, section: "media" },
  "/accreditation": { texts: accreditationTextsKind, section: "accreditation" },
  "/athletes": { texts: athletesTextsKind, section: "athletes" },
  "/volunteers": { texts: volunteersTextsKind, section: "volunteers" },
  "/partners": { texts: partnersTextsKind, section: "partners" },
  "/contact": { texts: contactTextsKind, section: "contact" },
  "/legal": { prose: "legal", section: "legal" },
  "/privacy": { prose: "privacy", section: "legal" },
  "/terms": { prose: "terms", section: "legal" },
  "/cookies": { prose: "cookies", section: "legal" },
  "/accessibility": { prose: "accessibility", section: "legal" },
  "/schedule": { texts: scheduleTextsKind, section: "schedule" },
  "/results": { title: (_locale, t) => bare(t("results.metaTitle")), section: "results" },
  "/medals": { title: (_locale, t) => bare(t("results.table.metaTitle")), section: "results" },
  "/medals/medallists": { texts: medallistsTextsKind, section: "results" },
  "/live": { title: (_locale, t) => bare(t("live.metaTitle")), section: "results" },
  "/favourites": { title: (_locale, t) => bare(t("favourites.metaTitle")), section: "results" },
  "/open-data": { texts: openDataTextsKind, section: "openData" },
};

function sectionName(section: Section, t: Translate): string {
  if (section === "home") return t("home.eyebrow");
  if (section === "results") return t("nav.liveLabel");
  if (section === "legal") return t("footer.legalTitle");
  if (section === "openData") return t("openData.name");
  return t(`nav.${section}`);
}

/** The Games' days, which every card's footer says: a change of dates is a new version of every card. */
export interface CardDates {
  startDate: string;
  endDate: string;
}

function frame(locale: Locale, t: Translate, dates: CardDates, title: string, section: string, lang: string = locale): CardText {
  return { title, section, games: t("home.eyebrow"), footer: `${formatDayRange(dates.startDate, dates.endDate, locale)} · ${t("home.chipPlace")}`, lang };
}

/**
 * The card of a public page (its French path) in a language, or undefined for a path that is not one;
 * `delegations` (of that language) name the delegations' pages.
 */
export async function pageCard(path: string, locale: Locale, dates: CardDates, delegations: Delegations | undefined, content: ContentStore): Promise<CardText | undefined> {
  const t = translatorFor(locale).t;
  const page = PAGES[path];
  if (page && "texts" in page) {
    const { texts } = await pageTexts(content, page.texts, locale);
    const title = (texts as Record<string, Shown>).metaTitle ?? { value: "" };
    return frame(locale, t, dates, bare(title.value), sectionName(page.section, t), title.lang ?? locale);
  }
  if (page && "prose" in page) {
    const title = (await prosePage(content, page.prose, locale))?.title ?? { value: "" };
    return frame(locale, t, dates, title.value, sectionName(page.section, t), title.lang ?? locale);
  }
  if (page) return frame(locale, t, dates, page.title(locale, t), sectionName(page.section, t));
  const [, section, id] = /^\/(countries|sports|venues)\/([^/]+)$/.exec(path) ?? [];
  const name = id === undefined ? undefined : await itemName(section as "countries" | "sports" | "venues", id, locale, delegations, content);
  if (!name) return undefined;
  return frame(locale, t, dates, name.value, t(`nav.${section as "countries" | "sports" | "venues"}`), name.lang ?? locale);
}

/** The name of a delegation's, a sport's or a venue's page, if it names one. */
async function itemName(section: "countries" | "sports" | "venues", id: string, locale: Locale, delegations: Delegations | undefined, content: ContentStore): Promise<Shown | undefined> {
  if (section === "countries") return /^[a-z]{3}$/.test(id) && delegations ? findDelegation(delegations, id)?.name : undefined;
  if (section === "sports") return (await sportsIn(content, locale)).bySlug.get(id)?.name;
  return (await venuesIn(content, locale)).find((venue) => venue.id === id)?.name;
}

export interface ArticleFacts {
  id: number;
  title: string;
  category: NewsCategory;
  language: string;
}

/** An article's card: its own title (in its own language), the news section and its category. */
export function articleCard(article: ArticleFacts, locale: Locale, dates: CardDates): CardText {
  const t = translatorFor(locale).t;
  return frame(locale, t, dates, article.title, `${t("nav.news")} · ${t(`news.categories.${article.category}`)}`, article.language);
}

/** What the card shows, in a few characters: a new title, a new URL (link previews keep images for long). */
export function cardVersion(card: CardText): string {
  return createHash("sha256").update(JSON.stringify([DESIGN_VERSION, card])).digest("base64url").slice(0, 12);
}

/** The image's name for a page's French path: "/" is "home", "/games/history" is "games-history". */
export function cardSlug(path: string): string {
  return path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
}

const SHARE_IMAGE_PREFIX = "/share-images";

export function shareImagePath(locale: Locale, path: string, card: CardText): string {
  return `${SHARE_IMAGE_PREFIX}/${locale}/${cardSlug(path)}.${cardVersion(card)}.png`;
}

const imageAlt = (card: CardText) => `Tahiti 2027 — ${card.section} : ${card.title}`;

/** The parent page a crumb leads back to, named as the navigation names it. */
function parentOf(path: string, t: Translate): Crumb | undefined {
  if (path.startsWith("/games/")) return { name: sectionName("games", t), path: "/games" };
  if (path.startsWith("/countries/")) return { name: sectionName("countries", t), path: "/countries" };
  if (path.startsWith("/sports/")) return { name: sectionName("sports", t), path: "/sports" };
  if (path.startsWith("/venues/")) return { name: sectionName("venues", t), path: "/venues" };
  if (path.startsWith("/news/")) return { name: sectionName("news", t), path: "/news" };
  if (path.startsWith("/medals/")) return { name: t("nav.medals"), path: "/medals" };
  return undefined;
}

function crumbsOf(path: string, title: string, t: Translate): Crumb[] {
  if (path === "/") return [];
  const parent = parentOf(path, t);
  return [{ name: t("nav.home"), path: "/" }, ...(parent ? [parent] : []), { name: title, path }];
}

/** A public page's share image and structured data, or null for any other path. */
export async function sharePage(path: string, locale: Locale, publicUrl: string, dates: CardDates & SocialAccounts, delegations: Delegations | undefined, content: ContentStore): Promise<SharePage | null> {
  const card = await pageCard(path, locale, dates, delegations, content);
  if (!card) return null;
  const t = translatorFor(locale).t;
  const image = { url: publicUrl + shareImagePath(locale, path, card), alt: imageAlt(card) };
  const site = { publicUrl, locale, t, dates };
  return { image, structuredData: pageStructuredData(site, path, image.url, crumbsOf(path, card.title, t)) };
}

/** An article's share image, dates and structured data. */
export function shareArticle(article: ArticleFacts & ArticleDates, locale: Locale, publicUrl: string, dates: CardDates & SocialAccounts): SharePage {
  const card = articleCard(article, locale, dates);
  const t = translatorFor(locale).t;
  const path = `/news/${article.id}`;
  const image = { url: publicUrl + shareImagePath(locale, path, card), alt: imageAlt(card) };
  const site = { publicUrl, locale, t, dates };
  return {
    image,
    article: { publishedTime: article.publishedAt?.toISOString(), modifiedTime: article.updatedAt.toISOString() },
    structuredData: [newsArticle(site, path, image.url, { ...article, section: t(`news.categories.${article.category}`) }), breadcrumbList(site, crumbsOf(path, article.title, t))],
  };
}

/**
 * What the share image route needs, handed to the server through the build's entry module: the server
 * never imports the pages' content itself, so under `npm run dev` a content edit shows at the next
 * request without restarting it (ADR 018).
 */
export const shareCards = { articleCard, cardSlug, cardVersion, eventFacts, itemPagesIn, pageCard, shareImagePath };
export type ShareCards = typeof shareCards;
