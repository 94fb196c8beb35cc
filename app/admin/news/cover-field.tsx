import { CircleAlert, ExternalLink, ImageOff } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useFetcher } from "react-router";
import type { loader as mediaListLoader } from "~/admin/media/media-list.route";
import { useHydrated } from "~/admin/layout/use-hydrated.ts";
import { messageText, type FieldState } from "~/platform/forms/form-result.ts";
import { buttonClass } from "~/platform/forms/submit-button.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { CoverChoice } from "./news-fields.ts";

interface CoverFieldProps {
  field: FieldState;
  /** The newest library images, the article's cover among them. */
  choices: CoverChoice[];
}

/**
 * The article's cover from the media library. Without JavaScript it is a list of the newest images;
 * in the browser, a picker that searches the whole library by thumbnail. Images still missing alt
 * text or a credit are shown but cannot be chosen (the server refuses them too).
 */
export function CoverField({ field, choices }: CoverFieldProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const hintId = `${field.id}-hint`;
  const errorId = field.error ? `${field.id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ");
  return (
    <div>
      {hydrated ? (
        <CoverPicker field={field} choices={choices} describedBy={describedBy} />
      ) : (
        <>
          <label htmlFor={field.id} className="block font-semibold text-slate-900">
            {t("adminNews.cover")} <span className="font-normal text-slate-700">{t("forms.optional")}</span>
          </label>
          <select
            id={field.id}
            name={field.name}
            defaultValue={field.defaultValue ?? ""}
            aria-invalid={field.error ? true : undefined}
            aria-describedby={describedBy}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm aria-[invalid=true]:border-red-700"
          >
            <option value="">{t("adminNews.coverNone")}</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id} disabled={!choice.ready}>
                {choice.ready ? choice.title : t("adminNews.coverNotReady", { title: choice.title })}
              </option>
            ))}
          </select>
        </>
      )}
      <p id={hintId} className="mt-1 text-sm text-slate-700">{t("adminNews.coverHint")}</p>
      {field.error && (
        <p id={errorId} className="mt-1 flex items-center gap-1 text-sm font-semibold text-red-700">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {messageText(t, field.error)}
        </p>
      )}
    </div>
  );
}

function CoverPicker({ field, choices, describedBy }: CoverFieldProps & { describedBy: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<CoverChoice | undefined>(() => choices.find((choice) => String(choice.id) === field.defaultValue));
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const library = useLibraryPages();
  // Loaded again at each opening: the editor may have completed or uploaded images in another tab meanwhile.
  const open = () => {
    library.reload();
    dialog.current?.showModal();
  };
  const choose = (choice: CoverChoice | undefined) => {
    setChosen(choice);
    dialog.current?.close();
    opener.current?.focus();
  };
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="font-semibold text-slate-900">
        {t("adminNews.cover")} <span className="font-normal text-slate-700">{t("forms.optional")}</span>
      </legend>
      <input type="hidden" name={field.name} value={chosen ? String(chosen.id) : ""} />
      <div className="mt-2 flex flex-wrap items-center gap-4 rounded-lg border border-slate-300 bg-slate-50 p-3">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-200">
          {chosen?.preview ? (
            <img src={chosen.preview} alt="" className="size-full object-cover" />
          ) : (
            <ImageOff aria-hidden="true" className="size-8 text-slate-500" />
          )}
        </div>
        <p className="min-w-40 flex-1 break-words text-slate-900" aria-live="polite">
          {chosen ? t("adminNews.coverChosen", { title: chosen.title }) : t("adminNews.coverNone")}
        </p>
        <div className="flex flex-wrap gap-2">
          <button ref={opener} type="button" onClick={open} className={buttonClass({ variant: "secondary" })}>
            {chosen ? t("adminNews.coverChange") : t("adminNews.coverChoose")}
          </button>
          {chosen && (
            <button type="button" onClick={() => choose(undefined)} className={buttonClass({ variant: "quiet" })}>
              {t("adminNews.coverRemove")}
            </button>
          )}
        </div>
      </div>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(56rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] rounded-xl p-0 shadow-xl backdrop:bg-slate-900/60"
      >
        <LibraryBrowser library={library} titleId={titleId} chosenId={chosen?.id} onChoose={choose} onClose={() => dialog.current?.close()} />
      </dialog>
    </fieldset>
  );
}

type LibraryPage = Awaited<ReturnType<typeof mediaListLoader>>;

/** Pages of the library's images, from the library's own list (its loader): searched and paged like there. */
function useLibraryPages() {
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

interface LibraryBrowserProps {
  library: ReturnType<typeof useLibraryPages>;
  titleId: string;
  chosenId: number | undefined;
  onChoose: (choice: CoverChoice) => void;
  onClose: () => void;
}

function LibraryBrowser({ library, titleId, chosenId, onChoose, onClose }: LibraryBrowserProps) {
  const { t } = useTranslation();
  const [words, setWords] = useState("");
  const searchId = useId();
  const { loaded, busy, load } = library;
  const page = loaded?.query.page ?? 1;
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    // The picker sits inside the article's form: Enter must search, not save the article.
    if (event.key !== "Enter") return;
    event.preventDefault();
    load(words, 1);
  };
  return (
    <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">{t("adminNews.coverDialogTitle")}</h2>
        <button type="button" onClick={onClose} className={buttonClass({ variant: "quiet" })}>
          {t("adminNews.coverClose")}
        </button>
      </div>
      <div className="flex flex-wrap items-end gap-2 p-4" role="search">
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
      <div className="min-h-40 flex-1 overflow-y-auto px-4" aria-busy={busy}>
        {!loaded ? (
          <p className="py-6 text-slate-700">{t("adminNews.coverLoading")}</p>
        ) : loaded.items.length === 0 ? (
          <p className="py-6 text-slate-700">{t("adminNews.coverEmpty")}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 pb-4 sm:grid-cols-3 md:grid-cols-4">
            {loaded.items.map((item) => {
              const choice: CoverChoice = { id: item.id, title: item.title, preview: item.preview, ready: !item.needsDetails };
              return (
                <li key={item.id} className="flex flex-col rounded-lg border border-slate-200 bg-white">
                  <div className="aspect-[4/3] overflow-hidden rounded-t-lg bg-slate-100">
                    {item.preview && <img src={item.preview} alt="" loading="lazy" className="size-full object-cover" />}
                  </div>
                  <div className="flex flex-1 flex-col gap-2 p-2 text-sm">
                    <p className="break-words font-semibold text-slate-900">{item.title}</p>
                    {choice.ready ? (
                      <button
                        type="button"
                        aria-pressed={item.id === chosenId}
                        onClick={() => onChoose(choice)}
                        className={`${buttonClass({ variant: item.id === chosenId ? "primary" : "secondary" })} mt-auto`}
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
              );
            })}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 p-4">
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
