import type { Editor } from "@tiptap/react";
import { CircleAlert, ExternalLink } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useFetcher } from "react-router";
import type { loader as mediaListLoader } from "~/admin/media/media-list.route";
import { altIn } from "~/domain/media/picture.ts";
import { buttonClass } from "~/platform/forms/submit-button.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { EditorDialog } from "./editor-dialog.tsx";

type LibraryPage = Awaited<ReturnType<typeof mediaListLoader>>;
type LibraryItem = LibraryPage["items"][number];

interface ImageDialogProps {
  editor: Editor;
  open: boolean;
  /** The article's language: the alt text offered is the item's in it, else French. */
  language: () => string;
  onClose: () => void;
  returnFocus: () => void;
}

/**
 * Inserts an image of the media library: chosen among the library's images (those with alt text and
 * a credit), then its alt text, taken from the library and required.
 */
export function ImageDialog({ editor, open, language, onClose, returnFocus }: ImageDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<LibraryItem | null>(null);
  const close = () => {
    setChosen(null);
    onClose();
  };
  const insert = (src: string, alt: string) => {
    editor.chain().setImage({ src, alt }).run();
    close();
  };
  return (
    <EditorDialog title={t("adminEditor.imageTitle")} open={open} onClose={close} returnFocus={returnFocus} wide={chosen === null}>
      {chosen ? (
        <AltStep item={chosen} language={language} onBack={() => setChosen(null)} onInsert={insert} />
      ) : (
        <LibraryStep onChoose={setChosen} />
      )}
    </EditorDialog>
  );
}

function LibraryStep({ onChoose }: { onChoose: (item: LibraryItem) => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<LibraryPage>();
  const [words, setWords] = useState("");
  const searchId = useId();
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
  // Loaded at each opening: images may have been completed or uploaded in another tab meanwhile.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => fetchPage(last.current), []);
  const loaded = fetcher.data;
  const page = loaded?.query.page ?? 1;
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    load(words, 1);
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2" role="search">
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
      <div aria-busy={fetcher.state !== "idle"}>
        {!loaded ? (
          <p className="py-6 text-slate-700">{t("adminNews.coverLoading")}</p>
        ) : loaded.items.length === 0 ? (
          <p className="py-6 text-slate-700">{t("adminNews.coverEmpty")}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            {loaded.items.map((item) => (
              <li key={item.id} className="flex flex-col rounded-lg border border-slate-200 bg-white">
                <div className="aspect-[4/3] overflow-hidden rounded-t-lg bg-slate-100">
                  {item.preview && <img src={item.preview} alt="" loading="lazy" className="size-full object-cover" />}
                </div>
                <div className="flex flex-1 flex-col gap-2 p-2 text-sm">
                  <p className="break-words font-semibold text-slate-900">{item.title}</p>
                  {!item.needsDetails && item.articleSrc ? (
                    <button type="button" onClick={() => onChoose(item)} className={`${buttonClass({ variant: "secondary" })} mt-auto`}>
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
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <div className="flex flex-wrap gap-2">
          <a href="/admin/media/upload" target="_blank" rel="noreferrer" className={buttonClass({ variant: "secondary" })}>
            {t("adminNews.coverUpload")}
            <span className="sr-only"> {t("a11y.external")}</span>
          </a>
          <button type="button" onClick={() => fetchPage(last.current)} className={buttonClass({ variant: "quiet" })}>
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

interface AltStepProps {
  item: LibraryItem;
  language: () => string;
  onBack: () => void;
  onInsert: (src: string, alt: string) => void;
}

function AltStep({ item, language, onBack, onInsert }: AltStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const [offered] = useState(() => altIn(item.alt, language()));
  const [alt, setAlt] = useState(offered.text);
  const [refused, setRefused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const insert = () => {
    if (alt.trim() === "") {
      setRefused(true);
      input.current?.focus();
      return;
    }
    onInsert(item.articleSrc!, alt.trim());
  };
  const insertOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    insert();
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        {item.preview && <img src={item.preview} alt="" className="h-24 w-32 shrink-0 rounded-md bg-slate-100 object-cover" />}
        <p className="min-w-0 flex-1 break-words text-slate-900" aria-live="polite">{t("adminNews.coverChosen", { title: item.title })}</p>
      </div>
      <div>
        <label htmlFor={`${id}-alt`} className="block font-semibold text-slate-900">
          {t("adminEditor.imageAlt")}
          <span aria-hidden="true" className="text-red-700"> *</span>
        </label>
        <p id={`${id}-alt-hint`} className="mt-1 text-sm text-slate-700">{t("adminEditor.imageAltHint")}</p>
        <input
          ref={input}
          id={`${id}-alt`}
          type="text"
          required
          lang={offered.lang}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={insertOnEnter}
          aria-invalid={refused ? true : undefined}
          aria-describedby={`${id}-alt-hint${refused ? ` ${id}-alt-error` : ""}`}
          className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700"
        />
        {refused && (
          <p id={`${id}-alt-error`} className="mt-1 flex items-center gap-1 text-sm font-semibold text-red-700">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {t("adminEditor.errors.altRequired")}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <button type="button" onClick={onBack} className={`${buttonClass({ variant: "quiet" })} mr-auto`}>
          {t("adminEditor.imageBack")}
        </button>
        <button type="button" onClick={insert} className={buttonClass()}>
          {t("adminEditor.imageInsert")}
        </button>
      </div>
    </div>
  );
}
