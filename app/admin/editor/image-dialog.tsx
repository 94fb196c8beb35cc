import type { Editor } from "@tiptap/react";
import { CircleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { LibraryImageBrowser, useLibraryImages, type LibraryImage } from "~/admin/media/library-image-browser.tsx";
import { altIn } from "~/domain/media/picture.ts";
import { buttonClass } from "~/platform/forms/submit-button.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { EditorDialog } from "./editor-dialog.tsx";

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
  const [chosen, setChosen] = useState<LibraryImage | null>(null);
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

function LibraryStep({ onChoose }: { onChoose: (item: LibraryImage) => void }) {
  const library = useLibraryImages();
  // Loaded at each opening: images may have been completed or uploaded in another tab meanwhile.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => library.reload(), []);
  return <LibraryImageBrowser library={library} choosable={(item) => !item.needsDetails && Boolean(item.articleSrc)} onChoose={onChoose} />;
}

interface AltStepProps {
  item: LibraryImage;
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
