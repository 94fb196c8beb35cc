import type { NewsCategory } from "../../../db/schema/news-keys.ts";
import { ARTWORK_SIZE, ARTWORKS, NEWS_CATEGORY_ARTWORK } from "~/site/parts/artwork.ts";

/**
 * The article's photo, or when it has none its category's drawing; decorative either way (the title
 * says what the article is). The frame (`className`: its aspect ratio and margins) holds the room
 * before the picture arrives, so nothing moves when it does.
 */
export function NewsVisual({ imageUrl, category, lazy, className }: { imageUrl: string | null; category: NewsCategory; lazy: boolean; className: string }) {
  const loading = lazy ? "lazy" : undefined;
  const picture = "absolute inset-0 size-full object-cover";
  return (
    <div className={`relative overflow-hidden bg-ocean-900 ${className}`}>
      {imageUrl ? (
        <img src={imageUrl} alt="" width={1200} height={675} loading={loading} decoding="async" className={picture} />
      ) : (
        <img
          src={ARTWORKS[NEWS_CATEGORY_ARTWORK[category]]}
          alt=""
          width={ARTWORK_SIZE.width}
          height={ARTWORK_SIZE.height}
          loading={loading}
          decoding="async"
          data-news-artwork={category}
          className={picture}
        />
      )}
    </div>
  );
}
