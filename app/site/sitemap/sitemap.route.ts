import type { Route } from "./+types/sitemap.route";
import { INDEXED_PAGES } from "~/site/public-pages.ts";
import { sitemapXml, xmlResponse, type SitemapEntry } from "~/site/news/feeds.server.ts";
import { sitemapArticles } from "~/domain/news/public-news.server.ts";
import { servicesContext } from "~/platform/services/services.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { env, database, gate } = context.get(servicesContext);
  const articles = await sitemapArticles(database.db);
  const entries: SitemapEntry[] = [
    ...INDEXED_PAGES.map((path) => ({ path })),
    ...articles.map((article) => ({ path: `/news/${article.id}`, versions: article.versions })),
  ];
  return xmlResponse(sitemapXml(env.PUBLIC_URL, entries), "application/xml", gate.enabled);
}
