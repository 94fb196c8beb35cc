import { singleData, type ContentStore, type KindItem } from "~/domain/content/store.server.ts";
import type { HostData } from "~/domain/content/kinds/host.ts";
import type { ProsePageId } from "~/domain/content/kinds/pages.ts";
import { anyUntranslated, shown, type Shown } from "~/domain/content/localized.ts";
import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import { toConfirmHtml } from "~/platform/ui/to-confirm-html.server.tsx";
import { HOST_MARK } from "./markdown-marks.ts";
import { renderPageMarkdown } from "./markdown.server.ts";
import { eventFacts } from "~/domain/event/event-facts.server.ts";


/** A prose page as a visitor of one language reads it: its body is safe HTML. */
export interface ProsePageView {
  title: Shown;
  description: Shown;
  intro: Shown;
  body: Shown;
  updated?: string;
  untranslated: boolean;
}

/** The host filled into a page's HTML, or marked "to be confirmed" while the publisher has not given it. */
function withHost(html: string, locale: Locale, host: HostData): string {
  if (!html.includes(HOST_MARK)) return html;
  const { t } = translatorFor(locale);
  const known = [host.name, host.address, host.phone].filter((part): part is string => Boolean(part));
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const filled = host.name ? escape(known.join(", ")) : toConfirmHtml(t("pageContent.toConfirm"));
  return html.replaceAll(HOST_MARK, filled);
}

const rendered = (markdown: string, locale: Locale, email: string) => renderPageMarkdown(markdown, { locale, externalNote: translatorFor(locale).t("a11y.external"), email });

/** A page's Markdown in a language as its public page shows it (and its editor's preview): rendered, sanitised, the facts filled in. */
export async function proseHtml(content: ContentStore, markdown: string, locale: Locale): Promise<string> {
  const [host, facts] = await Promise.all([siteHost(content), eventFacts(content)]);
  return withHost(rendered(markdown, locale, facts.contactEmail), locale, host);
}

/** The host as the legal notice names it: the single item of its kind. */
export async function siteHost(content: ContentStore): Promise<HostData> {
  return content.view("host", "all", (items) => singleData(items) ?? {});
}

function pageView({ data }: KindItem<"pages">, locale: Locale, email: string): ProsePageView {
  const title = shown(data.title, locale);
  const description = shown(data.description, locale);
  const intro = shown(data.intro, locale);
  const body = shown(data.body, locale);
  return {
    title,
    description,
    intro,
    // A body standing in for its translation is French throughout, its links' notes included.
    body: { ...body, value: rendered(body.value, body.lang ?? locale, email) },
    updated: data.updated,
    untranslated: anyUntranslated([title, description, intro, body]),
  };
}

/**
 * A prose page in a language, or undefined when an organiser's content lacks it. Each language's pages
 * are rendered once per change of the pages or of the contact address (which the Markdown makes a link
 * of), not per visit; the host, another kind, is filled in last.
 */
export async function prosePage(content: ContentStore, id: ProsePageId, locale: Locale): Promise<ProsePageView | undefined> {
  const { contactEmail } = await eventFacts(content);
  const [pages, host] = await Promise.all([
    content.view("pages", `${locale} ${contactEmail}`, (items) => new Map(items.map((item) => [item.id, pageView(item, locale, contactEmail)]))),
    siteHost(content),
  ]);
  const page = pages.get(id);
  return page && { ...page, body: { ...page.body, value: withHost(page.body.value, page.body.lang ?? locale, host) } };
}
