import { useTranslation } from "react-i18next";
import type { Route } from "./+types/news";
import { i18nContext, localeContext } from "~/features/i18n/context.ts";
import { NewsCard } from "~/features/news/news-card.tsx";
import { latestPublishedNews } from "~/features/news/public-news.server.ts";
import { servicesContext } from "~/features/server/services.ts";
import { pageMeta } from "~/features/seo/meta.ts";

const PAGE_SIZE = 12;

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = context.get(servicesContext);
  const { t } = context.get(i18nContext);
  const articles = await latestPublishedNews(database.db, context.get(localeContext), PAGE_SIZE);
  return { articles, seo: { title: t("news.metaTitle"), description: t("news.metaDescription") } };
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold text-ocean-900">{t("news.title")}</h1>
      <p className="mt-2 text-lg text-slate-700">{t("news.intro")}</p>
      {loaderData.articles.length === 0 ? (
        <p className="mt-8 text-slate-700">{t("news.empty")}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.articles.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
