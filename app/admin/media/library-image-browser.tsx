import { ExternalLink } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/platform/forms/submit-button.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { loader as mediaListLoader } from "./media-list.route";

type LibraryPage = Awaited<ReturnType<typeof mediaListLoader>>;
export type LibraryImage = LibraryPage["items"][number];

/** Pages of the library's images, from the library's own list (its loader): searched and paged like there. */
export function useLibraryImages() {
  const fetcher = useFetcher<LibraryPage>();
  const last = useRef("/admin/media?kind=image");
  const fetchPage = (url: string) => {
    last.current = url;
    void fetcher.load(url);
  };
  const load = (q: string, page: number) => {
    const params = new URLSearchParams({ kind: "image" });
    if (q) params.set("q", q);
    if (page > 1) params.set("page", String(page));
    fetchPage(`/admin/media?${params}`);
  };
  return { loaded: fetcher.data, busy: fetcher.state !== "idle", load, reload: () => fetchPage(last.current) };
}

/**
 * Where the browser sits. Under its own dialog's header it is the whole dialog: the search and the
 * buttons stay put and the thumbnails scroll between them. Without one it sits in the scrolling body
 * of a dialog that has its own header.
 */
const layouts = {
  dialog: { root: "flex max-h-[calc(100dvh-2rem)] flex-col", search: " p-4", results: "min-h-40 flex-1 overflow-y-auto px-4", list: " pb-4", footer: "p-4" },
  body: { root: "space-y-4", search: "", results: undefined, list: "", footer: "pt-4" },
};

interface LibraryImageBrowserProps {
  library: ReturnType<typeof useLibraryImages>;
  /** The dialog's header (its title and close button), when the browser is the whole dialog. */
  header?: ReactNode;
  /** Whether an image can be chosen; the others link to their page (in a new tab) to be completed. */
  choosable: (item: LibraryImage) => boolean;
  /** For a picker that keeps its choice: whether an image is the one chosen (its button is pressed). */
  isChosen?: (item: LibraryImage) => boolean;
  onChoose: (item: LibraryImage) => void;
}

/** The media library's images by thumbnail, searched and paged, to choose one (the cover, an article's image). */
export function LibraryImageBrowser({ library, header, choosable, isChosen, onChoose }: LibraryImageBrowserProps) {
  const { t } = useTranslation();
  const [words, setWords] = useState("");
  const searchId = useId();
  const { loaded, busy, load } = library;
  const page = loaded?.query.page ?? 1;
  const layout = header === undefined ? layouts.body : layouts.dialog;
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    // The browser sits inside the article's form: Enter must search, not save the article.
    if (event.key !== "Enter") return;
    event.preventDefault();
    load(words, 1);
  };
  return (
    <div className={layout.root}>
      {header !== undefined && <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4">{header}</div>}
      <div className={`flex flex-wrap items-end gap-2${layout.search}`} role="search">
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className="text-sm font-semibold text-slate-900">{t("adminNews.coverSearch")}</label>
          <input
            id={searchId}
            type="search"
            value={words}
            onChange={(event) => setWords(event.target.value)}
            onKeyDown={searchOnEnter}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900"
          />
        </div>
        <button type="button" onClick={() => load(words, 1)} className={buttonClass({ variant: "secondary" })}>
          {t("adminNews.coverSearchButton")}
        </button>
      </div>
      <div className={layout.results} aria-busy={busy}>
        {!loaded ? (
          <p className="py-6 text-slate-700">{t("adminNews.coverLoading")}</p>
        ) : loaded.items.length === 0 ? (
          <p className="py-6 text-slate-700">{t("adminNews.coverEmpty")}</p>
        ) : (
          <ul className={`grid grid-cols-2 gap-3${layout.list} sm:grid-cols-3 md:grid-cols-4`}>
            {loaded.items.map((item) => (
              <li key={item.id} className="flex flex-col rounded-lg border border-slate-200 bg-white">
                <div className="aspect-[4/3] overflow-hidden rounded-t-lg bg-slate-100">
                  {item.preview && <img src={item.preview} alt="" loading="lazy" className="size-full object-cover" />}
                </div>
                <div className="flex flex-1 flex-col gap-2 p-2 text-sm">
                  <p className="break-words font-semibold text-slate-900">{item.title}</p>
                  {choosable(item) ? (
                    <button
                      type="button"
                      aria-pressed={isChosen?.(item)}
                      onClick={() => onChoose(item)}
                      className={`${buttonClass({ variant: isChosen?.(item) ? "primary" : "secondary" })} mt-auto`}
                    >
                      {t("adminNews.coverSelect")}
                      <span className="sr-only"> {item.title}</span>
                    </button>
                  ) : (
                    <a href={`/admin/media/${item.id}`} target="_blank" rel="noreferrer" className="mt-auto inline-flex items-center gap-1 font-semibold text-ocean-700 underline">
                      {t("adminNews.coverComplete", { title: item.title })}
                      <span className="sr-only"> {t("a11y.external")}</span>
                      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={`flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 ${layout.footer}`}>
        <div className="flex flex-wrap gap-2">
          <a href="/admin/media/upload" target="_blank" rel="noreferrer" className={buttonClass({ variant: "secondary" })}>
            {t("adminNews.coverUpload")}
            <span className="sr-only"> {t("a11y.external")}</span>
          </a>
          <button type="button" onClick={library.reload} className={buttonClass({ variant: "quiet" })}>
            {t("adminNews.coverRefresh")}
          </button>
        </div>
        {loaded && loaded.pageCount > 1 && (
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" disabled={page <= 1} onClick={() => load(words, page - 1)} className={buttonClass({ variant: "quiet" })}>
              {t("adminNews.previous")}
            </button>
            <span className="text-sm text-slate-700">{t("adminNews.pageOf", { page, total: loaded.pageCount })}</span>
            <button type="button" disabled={page >= loaded.pageCount} onClick={() => load(words, page + 1)} className={buttonClass({ variant: "quiet" })}>
              {t("adminNews.next")}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
