import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "~/features/i18n/format.ts";
import { useLocale, useLocalizedPath } from "~/features/i18n/use-locale.ts";
import type { NewsCard } from "~/features/news/public-news.server.ts";

export function LatestNews({ items }: { items: NewsCard[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="latest-title" className="bg-sand-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="latest-title" className="text-3xl font-bold text-ocean-900">{t("home.latestTitle")}</h2>
          <Link to={localize("/news")} className="font-semibold text-ocean-700 underline-offset-4 hover:underline">
            {t("home.latestAll")}
          </Link>
        </div>
        {items.length === 0 ? (
          <p className="mt-8 text-slate-700">{t("home.latestEmpty")}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.id} lang={item.language === locale ? undefined : item.language}>
                <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <p className="text-sm font-semibold text-ocean-700">{t(`news.categories.${item.category}`)}</p>
                  <h3 className="mt-2 text-lg font-bold text-slate-900">
                    <Link to={localize(`/news/${item.id}`)} className="hover:underline">{item.title}</Link>
                  </h3>
                  {item.publishedAt && (
                    <p className="mt-1 text-sm text-slate-600">
                      <time dateTime={new Date(item.publishedAt).toISOString()}>
                        {formatDate(item.publishedAt, locale, { dateStyle: "long", timeZone: "Pacific/Tahiti" })}
                      </time>
                    </p>
                  )}
                  <p className="mt-3 flex-1 text-slate-700">{item.excerpt}</p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
