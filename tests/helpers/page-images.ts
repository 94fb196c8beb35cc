import type { Page } from "@playwright/test";
import type { Artwork } from "~/site/parts/artwork-names.ts";
import type { PUBLIC_PAGES } from "~/domain/pages/public-pages.ts";

/** The drawing each page's header shows: its section's. The home page has its own hero instead. */
export const SECTION_VISUAL: Record<(typeof PUBLIC_PAGES)[number], Artwork | null> = {
  "/": null,
  "/news": "news",
  "/games": "games",
  "/games/history": "games",
  "/games/vision": "games",
  "/organization": "games",
  "/countries": "countries",
  "/countries/tah": "countries",
  "/sports": "sports",
  "/sports/athletics": "sports",
  "/athletes": "sports",
  "/venues": "venues",
  "/venues/hitiaa-athletics": "venues",
  "/schedule": "results",
  "/results": "results",
  "/medals": "results",
  "/medals/medallists": "results",
  "/live": "results",
  "/favourites": "results",
  "/open-data": "results",
  "/media": "community",
  "/accreditation": "community",
  "/volunteers": "community",
  "/partners": "community",
  "/contact": "info",
  "/legal": "info",
  "/privacy": "info",
  "/terms": "info",
  "/cookies": "info",
  "/accessibility": "info",
};

/**
 * The images a visitor sees as the page opens, which load at once: the logo, the home hero, the
 * section drawing, a delegation's flag in its page's header, an article's own picture, the first card
 * of the news list. Every other image waits until it nears the screen (loading="lazy").
 */
const ABOVE_THE_FOLD = ["header img", "img[fetchpriority=high]", "[data-page-visual] > div > img", "[data-page-visual] img[data-flag]", "main > div > article > figure > div > img"];
const FIRST_NEWS_CARD = "main ul > li:first-child > article > div > img";

export interface ImageFacts {
  src: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  eager: boolean;
  loaded: boolean;
}

/** The page's images; `path` is the page's French path, which says what shows at once. */
export function imagesOf(page: Page, path: string): Promise<ImageFacts[]> {
  const eager = path === "/news" ? [...ABOVE_THE_FOLD, FIRST_NEWS_CARD] : ABOVE_THE_FOLD;
  return page.$$eval(
    "img",
    (images, aboveTheFold) =>
      images.map((img) => ({
        src: img.getAttribute("src") ?? "",
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        eager: aboveTheFold.some((selector) => img.matches(selector)),
        loaded: img.complete && img.naturalWidth > 0,
      })),
    eager,
  );
}

/** Each image has its width and height, and waits until it nears the screen unless it shows at once. */
export function sizingDefects(images: ImageFacts[]): string[] {
  return images.flatMap((image) => [
    ...(Number(image.width) > 0 && Number(image.height) > 0 ? [] : [`${image.src} has no width or height`]),
    ...(image.loading === (image.eager ? null : "lazy") ? [] : [`${image.src} is loading=${image.loading} though it ${image.eager ? "shows at once" : "waits below the fold"}`]),
  ]);
}

/**
 * The images whose box depends on the picture having arrived: without their picture (as before it
 * loads) they take another size, so the page moves when it comes. The pictures are put back after.
 */
export function imagesThatShift(page: Page): Promise<string[]> {
  return page.$$eval("img", (images) => {
    const boxes = images.map((img) => [img.offsetWidth, img.offsetHeight].join("x"));
    const sources = images.map((img) => img.getAttribute("src"));
    for (const img of images) img.removeAttribute("src");
    const shifts = images.flatMap((img, index) => {
      const before = boxes[index]!;
      const without = [img.offsetWidth, img.offsetHeight].join("x");
      return before === without ? [] : [`${img.getAttribute("width")}x${img.getAttribute("height")} image: ${before} with its picture, ${without} without`];
    });
    images.forEach((img, index) => {
      const src = sources[index];
      if (src !== null && src !== undefined) img.setAttribute("src", src);
    });
    return shifts;
  });
}
