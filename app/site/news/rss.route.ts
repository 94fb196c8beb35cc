import { redirect } from "react-router";
import type { Route } from "./+types/rss.route";
import { translatorContext, localeContext } from "~/platform/i18n/context.ts";
import { DEFAULT_LOCALE, isLocale, localizePath } from "~/platform/i18n/locales.ts";
import { rssUrl, rssXml, xmlResponse } from "./feeds.server.ts";
import { FEED_SIZE, latestPublishedNews } from "~/domain/news/public-news.server.ts";
import { servicesContext } from "~/services.server.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["news", "media"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  // A resource route does not go through the site layout, which checks the prefix of the pages.
  if (params.lang === DEFAULT_LOCALE) return redirect("/rss.xml", 301);
  if (params.lang !== undefined && !isLocale(params.lang)) return new Response("Not found", { status: 404 });
  const { env, database, gate } = context.get(servicesContext);
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const articles = await latestPublishedNews(database.db, locale, FEED_SIZE);
  const body = rssXml(
    {
      title: t("news.metaTitle"),
      link: env.PUBLIC_URL + localizePath("/news", locale),
      description: t("news.metaDescription"),
      locale,
      selfUrl: rssUrl(env.PUBLIC_URL, locale),
    },
    articles.map((article) => ({
      title: article.title,
      link: env.PUBLIC_URL + localizePath(`/news/${article.id}`, locale),
      description: article.excerpt,
      category: t(`news.categories.${article.category}`),
      pubDate: article.publishedAt,
    })),
  );
  return xmlResponse(body, "application/rss+xml", gate.enabled);
}
