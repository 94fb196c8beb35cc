import { ArrowLeft, Languages } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/news-article.route";
import { localeContext } from "~/platform/i18n/context.ts";
import { formatDate, languageName } from "~/platform/i18n/format.ts";
import { localizePath } from "~/platform/i18n/locales.ts";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { TAHITI_DATE } from "./news-card.tsx";
import { findPublishedArticle, relatedPublishedNews } from "~/domain/news/public-news.server.ts";
import { RelatedNews } from "./related-news.tsx";
import { sanitizeArticleHtml } from "~/domain/news/sanitize.server.ts";
import { ShareButton } from "./share-button.tsx";
import { NewsVisual } from "./news-visual.tsx";
import { servicesContext } from "~/services.server.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { shareArticle } from "~/domain/share/share-cards.server.ts";
import { eventFacts } from "~/domain/event/event-facts.server.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

export const handle: RouteHandle = { shows: ["news", "media", "event"] };

// The article column is 48rem wide with 1rem of padding each side.
const ARTICLE_IMAGE_SIZES = "(min-width: 768px) 736px, 100vw";

const paramsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const { database, env, content } = context.get(servicesContext);
  const locale = context.get(localeContext);
  const article = await findPublishedArticle(database.db, locale, parsed.data.id);
  if (!article) throw data(null, { status: 404 });
  const related = await relatedPublishedNews(database.db, locale, article);
  return {
    article: { ...article, content: sanitizeArticleHtml(article.content) },
    related,
    canonicalUrl: env.PUBLIC_URL + localizePath(`/news/${article.id}`, locale),
    seo: {
      title: `${article.title} — Tahiti 2027`,
      description: article.excerpt,
      share: shareArticle(article, locale, env.PUBLIC_URL, await eventFacts(content)),
      // The story exists in these languages only; a page showing another language's version points to it.
      languages: article.languages,
      canonicalLocale: article.language,
    },
  };
}

export default function NewsArticle({ loaderData: { article, related, canonicalUrl } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  // The article's own words carry its language; the page around them stays in the visitor's.
  const articleLang = article.untranslated ? article.language : undefined;
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <nav aria-label={t("news.breadcrumb")} className="text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-2">
            <li><a href={localize("/")} className="hover:underline">{t("nav.home")}</a></li>
            <li aria-hidden="true">/</li>
            <li><a href={localize("/news")} className="hover:underline">{t("nav.news")}</a></li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" lang={articleLang} className="font-medium text-slate-800">{article.title}</li>
          </ol>
        </nav>
        <div className="mt-6 flex min-h-11 flex-wrap items-center justify-between gap-4">
          <a href={localize("/news")} className="inline-flex items-center gap-2 font-semibold text-ocean-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("news.back")}
          </a>
          <ShareButton title={article.title} url={canonicalUrl} />
        </div>
        <article className="mt-6">
          <p className="inline-block rounded-full bg-ocean-100 px-3 py-1 text-sm font-semibold text-ocean-800">
            {t(`news.categories.${article.category}`)}
          </p>
          <h1 lang={articleLang} className="mt-4 text-4xl font-bold text-slate-900">{article.title}</h1>
          <p className="mt-3 text-slate-600">
            {article.publishedAt && (
              <time dateTime={new Date(article.publishedAt).toISOString()}>{formatDate(article.publishedAt, locale, TAHITI_DATE)}</time>
            )}
            {" · "}
            {t("news.by", { author: article.authorName ?? t("news.newsroom") })}
          </p>
          {article.untranslated && (
            <p className="mt-4 flex items-start gap-2 rounded-lg border border-ocean-200 bg-ocean-50 px-4 py-3 text-slate-800">
              <Languages aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
              {t("news.notTranslated", { language: languageName(article.language, locale) })}
            </p>
          )}
          <figure className="mt-6">
            <NewsVisual
              cover={article.cover}
              imageUrl={article.imageUrl}
              imageAlt={{ text: article.imageAlt, lang: articleLang }}
              category={article.category}
              lazy={false}
              sizes={ARTICLE_IMAGE_SIZES}
              decorative={false}
              className={`rounded-xl ${article.cover || article.imageUrl ? "aspect-video" : "aspect-[2/1]"}`}
            />
            {article.cover?.credit && <figcaption className="mt-2 text-sm text-slate-600">{t("news.photoCredit", { credit: article.cover.credit })}</figcaption>}
          </figure>
          <div
            lang={articleLang}
            className="mt-8 space-y-4 text-lg leading-relaxed text-slate-800 [&_a]:text-ocean-700 [&_a]:underline [&_h2]:text-2xl [&_h2]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: article.content }}
          />
        </article>
      </div>
      <RelatedNews items={related} />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
