import { mkdir, readdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import type { Database } from "../db/client.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import { findPublishedArticle } from "~/domain/news/public-news.server.ts";
import { isLocale, type Locale } from "~/platform/i18n/locales.ts";
import type { CardText } from "~/platform/share-image/card.tsx";
import { renderShareImage } from "~/platform/share-image/render.server.tsx";
import type { ShareCards } from "~/domain/share/share-cards.server.ts";
import { indexedPages } from "~/domain/pages/public-pages.ts";

// The prefix of share-cards.server.ts's shareImagePath, which the server does not import (see shareCards).
export const SHARE_IMAGE_ROUTE = "/share-images/:locale/:file";

const FILE = /^([a-z0-9-]{1,40})\.([A-Za-z0-9_-]{12})\.png$/;
const ARTICLE = /^news-([1-9][0-9]{0,9})$/;
const MAX_ARTICLE_ID = 2_147_483_647;
/** Drawing a card takes a core for about half a second: one at a time, the rest wait in line. */
const DRAWN_AT_ONCE = 1;

export interface ShareImagesOptions {
  database: Database;
  /** The Games' dates, which every card says, are the event's facts. */
  content: ContentStore;
  /** DATA_DIR/share-images: drawn images outlive a restart. */
  dir: string;
  /** Behind the gate, only the visitor's browser may keep an image. */
  gateEnabled: boolean;
  /** The cards as the current build draws them (the build's entry module). */
  cards: () => ShareCards;
}

interface Wanted {
  key: string;
  locale: Locale;
  path: string;
  card: CardText;
}

/**
 * GET /share-images/{locale}/{page}.{version}.png: a page's or an article's share image, drawn on the
 * first request and kept in memory and on disk. Only a page that exists, in a language the site
 * has, gets drawn, and only in its current version (a hash of what the card says): anything else
 * is a 404, an old version a redirect to the current one, so no URL can make the caches grow.
 */
export function shareImages({ database, content, dir, gateEnabled, cards }: ShareImagesOptions) {
  const images = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (png) => png.length });
  const drawing = new Map<string, Promise<Buffer>>();
  const limit = pLimit(DRAWN_AT_ONCE);
  const visibility = gateEnabled ? "private" : "public";

  async function wanted(localeParam: string, slug: string): Promise<Wanted | undefined> {
    if (!isLocale(localeParam)) return undefined;
    const locale = localeParam;
    const dates = await cards().eventFacts(content);
    const articleId = ARTICLE.exec(slug)?.[1];
    if (articleId !== undefined) {
      const id = Number(articleId);
      if (id > MAX_ARTICLE_ID) return undefined;
      const article = await findPublishedArticle(database.db, locale, id);
      if (!article) return undefined;
      const card = cards().articleCard(article, locale, dates);
      return { key: `${locale}-${slug}`, locale, path: `/news/${id}`, card };
    }
    const { delegations, items } = await cards().itemPagesIn(content, locale);
    const page = indexedPages(items).find((path) => cards().cardSlug(path) === slug);
    const card = page ? await cards().pageCard(page, locale, dates, delegations, content) : undefined;
    return page && card ? { key: `${locale}-${slug}`, locale, path: page, card } : undefined;
  }

  async function fromDisk(file: string): Promise<Buffer | undefined> {
    try {
      return await readFile(file);
    } catch {
      return undefined;
    }
  }

  /** Drawn once per version, whoever asks; the older versions of the same image leave the disk. */
  async function draw({ key, card }: Wanted, version: string): Promise<Buffer> {
    const name = `${key}.${version}.png`;
    const file = path.join(dir, name);
    const stored = await fromDisk(file);
    if (stored) return stored;
    const png = await limit(() => renderShareImage(card));
    await mkdir(dir, { recursive: true });
    await writeFile(file, png);
    const older = (await readdir(dir)).filter((other) => other.startsWith(`${key}.`) && other !== name);
    await Promise.all(older.map((other) => unlink(path.join(dir, other)).catch(() => undefined)));
    return png;
  }

  function imageOf(want: Wanted, version: string): Promise<Buffer> {
    const name = `${want.key}.${version}`;
    const kept = images.get(name);
    if (kept) return Promise.resolve(kept);
    let pending = drawing.get(name);
    if (!pending) {
      pending = draw(want, version).then((png) => {
        images.set(name, png);
        return png;
      });
      drawing.set(name, pending);
      const done = () => drawing.delete(name);
      pending.then(done, done);
    }
    return pending;
  }

  return function shareImage(req: Request, res: Response, next: NextFunction) {
    answer(req, res).catch(next);
  };

  async function answer(req: Request, res: Response) {
    const match = FILE.exec(String(req.params.file));
    const want = match ? await wanted(String(req.params.locale), match[1]!) : undefined;
    if (!match || !want) {
      res.status(404).set("Cache-Control", `${visibility}, max-age=300`).type("text/plain; charset=utf-8").send("Image introuvable.");
      return;
    }
    const version = cards().cardVersion(want.card);
    if (match[2] !== version) {
      res.set("Cache-Control", `${visibility}, max-age=300`).redirect(302, cards().shareImagePath(want.locale, want.path, want.card));
      return;
    }
    const etag = `"${version}"`;
    res.set({ "Cache-Control": `${visibility}, max-age=31536000, immutable`, ETag: etag });
    if (req.headers["if-none-match"] === etag) {
      res.status(304).end();
      return;
    }
    const png = await imageOf(want, version);
    res.type("image/png").send(png);
  }
}
