import { useTranslation } from "~/platform/i18n/translation.tsx";
import { formatDate } from "~/platform/i18n/format.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { NewsVisual } from "./news-visual.tsx";
import type { NewsCardData } from "~/domain/news/public-news.server.ts";

export const TAHITI_DATE: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "Pacific/Tahiti" };

/** The width of a card's picture in the three-column grids (the list, related articles), within the 80rem page. */
export const THREE_COLUMN_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

interface NewsCardProps {
  item: NewsCardData;
  headingLevel?: 2 | 3;
  /** For a card whose picture shows as the page opens; the others fetch theirs as they near the screen. */
  eager?: boolean;
  /** How wide the card's picture is at each screen width, from the grid it sits in. */
  imageSizes?: string;
}

export function NewsCard({ item, headingLevel = 3, eager = false, imageSizes = THREE_COLUMN_SIZES }: NewsCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const Heading = `h${headingLevel}` as const;
  // A story not yet translated shows its words in their own language; the card around them stays in the visitor's.
  const wordsLang = item.untranslated ? item.language : undefined;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <NewsVisual cover={item.cover} imageUrl={item.imageUrl} category={item.category} lazy={!eager} sizes={imageSizes} decorative className="aspect-[2/1]" />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold text-ocean-700">{t(`news.categories.${item.category}`)}</p>
        <Heading lang={wordsLang} className="mt-2 text-lg font-bold text-slate-900">
          <a href={localize(`/news/${item.id}`)} className="hover:underline">{item.title}</a>
        </Heading>
        {item.publishedAt && (
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={new Date(item.publishedAt).toISOString()}>{formatDate(item.publishedAt, locale, TAHITI_DATE)}</time>
          </p>
        )}
        {item.untranslated && <p className="mt-2 w-fit rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{t("news.notTranslatedBadge")}</p>}
        <p lang={wordsLang} className="mt-3 flex-1 text-slate-700">{item.excerpt}</p>
      </div>
    </article>
  );
}
