import { useTranslation } from "~/platform/i18n/translation.tsx";
import { NewsCard } from "./news-card.tsx";
import type { NewsCardData } from "~/domain/news/public-news.server.ts";

/** Other articles of the same category; nothing at all when there are none. */
export function RelatedNews({ items }: { items: NewsCardData[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="bg-sand-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="related-title" className="text-2xl font-bold text-ocean-900">{t("news.related")}</h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
