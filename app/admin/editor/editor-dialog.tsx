import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { buttonClass } from "~/platform/forms/submit-button.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";

interface EditorDialogProps {
  title: string;
  /** Shown while true, as a modal dialog (the page behind is inert, Escape closes it). */
  open: boolean;
  /** Asks for the dialog to close (Escape, the close button); `open` then turns false. */
  onClose: () => void;
  /**
   * Called as soon as the dialog has closed, whichever way: the browser gives the focus back to the
   * button that opened it, and this moves it on (the editor's text) before another key is pressed.
   */
  returnFocus: () => void;
  wide?: boolean;
  children: ReactNode;
}

/** The editor's dialogs (link, image): the browser's <dialog>, which moves focus in and back out. */
export function EditorDialog({ title, open, onClose, returnFocus, wide = false, children }: EditorDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // In the commit that changes `open`, before the browser handles another key: a key pressed right
  // after "Apply" goes to the text, not to a dialog about to close.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) {
      element.close();
      returnFocus();
    }
  }, [open, returnFocus]);
  // The dialog sits inside the article's form: Enter in one of its fields must not post the article.
  // A field whose Enter does something (apply, search) handles it first.
  const enter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter" && event.target instanceof HTMLInputElement) event.preventDefault();
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => {
        // Closed by the browser (Escape): `open` catches up.
        if (open) {
          onClose();
          returnFocus();
        }
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] rounded-xl p-0 shadow-xl backdrop:bg-slate-900/60 ${wide ? "w-[min(56rem,calc(100vw-2rem))]" : "w-[min(32rem,calc(100vw-2rem))]"}`}
    >
      {open && (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col" onKeyDown={enter}>
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4">
            <h2 id={titleId} className="text-xl font-bold text-slate-900">{title}</h2>
            <button type="button" onClick={onClose} className={buttonClass({ variant: "quiet" })}>
              {t("adminNews.coverClose")}
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
