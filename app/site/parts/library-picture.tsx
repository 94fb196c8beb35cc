import type { Picture } from "~/domain/media/picture.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";

interface LibraryPictureProps {
  picture: Picture;
  /** How wide the picture shows at each screen width, so the browser fetches no more than it needs. */
  sizes: string;
  /** Below the fold: fetched as it nears the screen. */
  lazy: boolean;
  /** Beside words that already say what it shows (a card's title): no alt text to read twice. */
  decorative?: boolean;
  className?: string;
}

/** A library image in the best format the browser reads, at the width it needs, cropped around its focal point. */
export function LibraryPicture({ picture, sizes, lazy, decorative = false, className }: LibraryPictureProps) {
  const locale = useLocale();
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        alt={decorative ? "" : picture.alt}
        lang={decorative || picture.altLang === locale ? undefined : picture.altLang}
        width={picture.width}
        height={picture.height}
        loading={lazy ? "lazy" : undefined}
        fetchPriority={lazy ? undefined : "high"}
        decoding="async"
        style={{ objectPosition: picture.position }}
        className={className}
      />
    </picture>
  );
}
