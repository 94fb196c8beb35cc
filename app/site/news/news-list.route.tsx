import { Rss } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { data } from "react-router";
import type { Route } from "./+types/news-list.route";
import { NEWS_CATEGORIES } from "../../../vocabulary/news-keys.ts";
import { PageHeader } from "~/site/parts/page-header.tsx";
import { translatorContext, localeContext } from "~/platform/i18n/context.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { rssUrl } from "./feeds.server.ts";
import { parseNewsListQuery } from "../../domain/news/list-query.server.ts";
import { NewsCard } from "./news-card.tsx";
import { CategoryChips, NewsPagination, NewsSearch } from "./news-list-controls.tsx";
import { findNewsPage } from "~/domain/news/public-news.server.ts";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["news", "media"], ownWords: ["q"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, database } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const locale = context.get(localeContext);
  const query = parseNewsListQuery(new URL(request.url).searchParams);
  const result = await findNewsPage(database.db, locale, query, query.page);
  if (!result) throw data(null, { status: 404 });
  return {
    ...result,
    query,
    categories: NEWS_CATEGORIES,
    feed: { href: rssUrl(env.PUBLIC_URL, locale), title: t("news.rssTitle") },
    seo: {
      title: query.page > 1 ? t("news.metaTitlePaged", { page: query.page }) : t("news.metaTitle"),
      description: t("news.metaDescription"),
      // Search results are endless variations of the list: the engines should keep the list itself.
      noindex: query.q !== undefined,
    },
  };
}

export default function NewsList({ loaderData: { items, total, pageCount, query, categories } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const filtered = query.category !== undefined || query.q !== undefined;
  const clearFilters = (
    <a href={localize("/news")} className="font-semibold text-ocean-700 underline underline-offset-4">
      {t("news.clearFilters")}
    </a>
  );
  return (
    <>
      <PageHeader visual="news" title={t("news.title")} intro={t("news.intro")} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="flex flex-col gap-6">
          <CategoryChips categories={categories} query={query} />
          <NewsSearch query={query} />
        </div>
        {filtered && total > 0 && (
          <p className="mt-6 text-slate-700">
            {t("news.resultCount", { count: total })} · {clearFilters}
          </p>
        )}
        {total === 0 ? (
          <p className="mt-8 text-lg text-slate-800">
            {filtered ? (
              <>
                {t("news.noMatch")} {clearFilters}
              </>
            ) : (
              t("news.empty")
            )}
          </p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item, index) => (
              <li key={item.id}>
                <NewsCard item={item} headingLevel={2} eager={index === 0} />
              </li>
            ))}
          </ul>
        )}
        <NewsPagination query={query} pageCount={pageCount} />
        <p className="mt-10">
          <a href={localize("/rss.xml")} className="inline-flex items-center gap-2 font-semibold text-ocean-700 underline-offset-4 hover:underline">
            <Rss aria-hidden="true" className="size-4" />
            {t("news.rssLink")}
          </a>
        </p>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const feed = args.loaderData?.feed;
  const tags = pageMeta(args, args.loaderData?.seo);
  return feed ? [...tags, { tagName: "link", rel: "alternate", type: "application/rss+xml", title: feed.title, href: feed.href }] : tags;
};
