import type { Route } from "./+types/sitemap.route";
import { indexedPages } from "~/domain/pages/public-pages.ts";
import { itemPagesIn } from "~/domain/pages/item-pages.server.ts";
import { sitemapXml, xmlResponse, type SitemapEntry } from "~/site/news/feeds.server.ts";
import { sitemapArticles } from "~/domain/news/public-news.server.ts";
import { servicesContext } from "~/services.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { env, database, gate, content } = context.get(servicesContext);
  const [articles, { items }] = await Promise.all([sitemapArticles(database.db), itemPagesIn(content, "fr")]);
  const entries: SitemapEntry[] = [
    ...indexedPages(items).map((path) => ({ path })),
    ...articles.map((article) => ({ path: `/news/${article.id}`, versions: article.versions })),
  ];
  return xmlResponse(sitemapXml(env.PUBLIC_URL, entries), "application/xml", gate.enabled);
}
