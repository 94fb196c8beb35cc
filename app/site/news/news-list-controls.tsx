import { SearchField } from "~/platform/ui/search-field.tsx";
import { Pagination } from "~/platform/ui/pagination.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { NewsCategory } from "../../../vocabulary/news-keys.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import type { NewsListQuery } from "../../domain/news/list-query.server.ts";

/** The French path of the list with these filters; page 1 and empty filters leave no parameter. */
export function newsListPath({ category, q, page }: Partial<NewsListQuery>): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (q) params.set("q", q);
  if (page && page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/news?${search}` : "/news";
}

const chip = "inline-block rounded-full border px-4 py-2 text-sm font-semibold";

/** Plain links, so a filter works without JavaScript and its URL can be shared. */
export function CategoryChips({ categories, query }: { categories: readonly NewsCategory[]; query: NewsListQuery }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const options = [{ value: undefined, label: t("news.allCategories") }, ...categories.map((value) => ({ value, label: t(`news.categories.${value}`) }))];
  return (
    <nav aria-label={t("news.categoriesLabel")}>
      <ul className="flex flex-wrap gap-2">
        {options.map(({ value, label }) => {
          const active = value === query.category;
          return (
            <li key={value ?? "all"}>
              <a
                href={localize(newsListPath({ category: value, q: query.q }))}
                aria-current={active ? "page" : undefined}
                className={`${chip} ${active ? "border-ocean-800 bg-ocean-800 text-white" : "border-slate-300 bg-white text-ocean-800 hover:bg-ocean-50"}`}
              >
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function NewsSearch({ query }: { query: NewsListQuery }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <form method="get" action={localize("/news")} role="search" className="flex flex-wrap items-end gap-3">
      {query.category && <input type="hidden" name="category" value={query.category} />}
      <SearchField id="news-search" label={t("news.searchLabel")} buttonLabel={t("news.searchButton")} value={query.q} />
    </form>
  );
}

export function NewsPagination({ query, pageCount }: { query: NewsListQuery; pageCount: number }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Pagination
      page={query.page}
      pageCount={pageCount}
      href={(page) => localize(newsListPath({ ...query, page }))}
      labels={{ nav: t("news.pagination"), previous: t("news.previous"), next: t("news.next"), status: t("news.pageOf", { page: query.page, pages: pageCount }) }}
      className="mt-10 justify-center"
    />
  );
}
