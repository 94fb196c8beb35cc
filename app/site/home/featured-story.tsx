import type { NewsCardData } from "~/domain/news/public-news.server.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { TAHITI_DATE } from "~/site/news/news-card.tsx";
import { NewsVisual } from "~/site/news/news-visual.tsx";

// Three fifths of the 80rem page on large screens, the whole width below.
const FEATURED_SIZES = "(min-width: 1024px) 740px, 100vw";

/** The article the newsroom puts forward, large, right under the hero. */
export function FeaturedStory({ item }: { item: NewsCardData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const href = localize(`/news/${item.id}`);
  // A story not yet translated shows its words in their own language; the rest stays in the visitor's.
  const wordsLang = item.untranslated ? item.language : undefined;
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 pt-16">
      <h2 id="featured-title" className="text-sm font-semibold uppercase tracking-widest text-ocean-700">{t("home.featuredTitle")}</h2>
      <article className="mt-4 grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-5">
        <NewsVisual cover={item.cover} imageUrl={item.imageUrl} category={item.category} lazy sizes={FEATURED_SIZES} decorative className="aspect-video lg:col-span-3 lg:aspect-auto lg:min-h-80" />
        <div className="flex flex-col justify-center gap-3 p-6 sm:p-8 lg:col-span-2">
          <p className="text-sm font-semibold text-ocean-700">{t(`news.categories.${item.category}`)}</p>
          <h3 lang={wordsLang} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            <a href={href} className="hover:underline">{item.title}</a>
          </h3>
          {item.publishedAt && (
            <p className="text-sm text-slate-600">
              <time dateTime={new Date(item.publishedAt).toISOString()}>{formatDate(item.publishedAt, locale, TAHITI_DATE)}</time>
            </p>
          )}
          {item.untranslated && <p className="w-fit rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{t("news.notTranslatedBadge")}</p>}
          <p lang={wordsLang} className="text-lg text-slate-700">{item.excerpt}</p>
        </div>
      </article>
    </section>
  );
}
