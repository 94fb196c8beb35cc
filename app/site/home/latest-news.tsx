import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { NewsCard } from "~/site/news/news-card.tsx";
import type { NewsCardData } from "~/domain/news/public-news.server.ts";

// Four columns on large screens, two on tablets, within the 80rem page.
const FOUR_COLUMN_SIZES = "(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw";

export function LatestNews({ items }: { items: NewsCardData[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="latest-title" className="bg-sand-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="latest-title" className="text-3xl font-bold text-ocean-900">{t("home.latestTitle")}</h2>
          <a href={localize("/news")} className="font-semibold text-ocean-700 underline-offset-4 hover:underline">
            {t("home.latestAll")}
          </a>
        </div>
        {items.length === 0 ? (
          <p className="mt-8 text-slate-700">{t("home.latestEmpty")}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} imageSizes={FOUR_COLUMN_SIZES} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
