import type { NewsCategory } from "../../../vocabulary/news-keys.ts";
import type { Picture } from "~/domain/media/picture.ts";
import { ARTWORK_SIZE, NEWS_CATEGORY_ARTWORK } from "~/site/parts/artwork-names.ts";
import { ARTWORKS } from "~/site/parts/artwork.ts";
import { LibraryPicture } from "~/site/parts/library-picture.tsx";

interface NewsVisualProps {
  /** The cover from the media library. */
  cover: Picture | null;
  /** An outside https:// cover, when it is not from the library. */
  imageUrl: string | null;
  /** The outside cover's alt text, and its language when not the page's. */
  imageAlt?: { text: string | null; lang?: string };
  category: NewsCategory;
  lazy: boolean;
  /** The `sizes` of the library picture: how wide the frame is at each screen width. */
  sizes: string;
  /** On the article itself the cover is described; on a card the title beside it says enough. */
  decorative: boolean;
  className: string;
}

/**
 * The article's cover, or when it has none its category's drawing. The frame (`className`: its
 * aspect ratio and margins) holds the room before the picture arrives, so nothing moves when it does.
 */
export function NewsVisual({ cover, imageUrl, imageAlt, category, lazy, sizes, decorative, className }: NewsVisualProps) {
  const loading = lazy ? "lazy" : undefined;
  const picture = "absolute inset-0 size-full object-cover";
  return (
    <div className={`relative overflow-hidden bg-ocean-900 ${className}`}>
      {cover ? (
        <LibraryPicture picture={cover} sizes={sizes} lazy={lazy} decorative={decorative} className={picture} />
      ) : imageUrl ? (
        <img src={imageUrl} alt={decorative ? "" : (imageAlt?.text ?? "")} lang={decorative ? undefined : imageAlt?.lang} width={1200} height={675} loading={loading} decoding="async" className={picture} />
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
