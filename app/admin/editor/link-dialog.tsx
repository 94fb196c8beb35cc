import type { Editor } from "@tiptap/react";
import { CircleAlert } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { buttonClass } from "~/platform/forms/submit-button.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { EditorDialog } from "./editor-dialog.tsx";
import { checkLinkUrl } from "./link-url.ts";

/** What the dialog opens with: the link the cursor is in, or none; whether text is selected to become the link. */
export interface LinkStart {
  href: string;
  newTab: boolean;
  /** An existing link, which the dialog can also remove. */
  existing: boolean;
  /** Nothing selected and no link here: the dialog asks for the text too. */
  needsText: boolean;
}

/** Reads the link under the cursor (its whole extent becomes the selection), or what a new one needs. */
export function linkStart(editor: Editor): LinkStart {
  if (editor.isActive("link")) {
    editor.chain().extendMarkRange("link").run();
    const attributes = editor.getAttributes("link") as { href?: string; target?: string | null };
    return { href: attributes.href ?? "", newTab: attributes.target === "_blank", existing: true, needsText: false };
  }
  return { href: "", newTab: false, existing: false, needsText: editor.state.selection.empty };
}

interface LinkDialogProps {
  editor: Editor;
  start: LinkStart | null;
  onClose: () => void;
  returnFocus: () => void;
}

export function LinkDialog({ editor, start, onClose, returnFocus }: LinkDialogProps) {
  const { t } = useTranslation();
  return (
    <EditorDialog title={t("adminEditor.linkTitle")} open={start !== null} onClose={onClose} returnFocus={returnFocus}>
      {start && <LinkForm editor={editor} start={start} onClose={onClose} />}
    </EditorDialog>
  );
}

function LinkForm({ editor, start, onClose }: { editor: Editor; start: LinkStart; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [href, setHref] = useState(start.href);
  const [text, setText] = useState("");
  const [newTab, setNewTab] = useState(start.newTab);
  const [error, setError] = useState<{ field: "href" | "text"; message: string } | null>(null);
  const apply = () => {
    const checked = checkLinkUrl(href);
    if (!checked.ok) {
      setError({ field: "href", message: t(checked.reason === "empty" ? "adminEditor.errors.linkEmpty" : "adminEditor.errors.linkRefused") });
      document.getElementById(`${id}-href`)?.focus();
      return;
    }
    if (start.needsText && text.trim() === "") {
      setError({ field: "text", message: t("adminEditor.errors.linkTextRequired") });
      document.getElementById(`${id}-text`)?.focus();
      return;
    }
    // rel is left to the sanitiser, which gives every new-tab link rel="noopener noreferrer".
    const attributes = { href: checked.href, target: newTab ? "_blank" : null, rel: newTab ? "noopener noreferrer" : null };
    if (start.needsText) {
      editor.chain().insertContent({ type: "text", text: text.trim(), marks: [{ type: "link", attrs: attributes }] }).run();
    } else {
      // The cursor after the link, as after typing it: the next words are not part of it.
      editor
        .chain()
        .extendMarkRange("link")
        .setLink(attributes)
        .command(({ tr, commands }) => commands.setTextSelection(tr.selection.to))
        .run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().extendMarkRange("link").unsetLink().run();
    onClose();
  };
  const errorOf = (field: "href" | "text") =>
    error?.field === field && (
      <p id={`${id}-${field}-error`} className="mt-1 flex items-center gap-1 text-sm font-semibold text-red-700">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {error.message}
      </p>
    );
  const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700";
  const applyOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement) || event.target.type === "checkbox") return;
    event.preventDefault();
    apply();
  };
  return (
    <div className="space-y-4" onKeyDown={applyOnEnter}>
      <div>
        <label htmlFor={`${id}-href`} className="block font-semibold text-slate-900">{t("adminEditor.linkUrl")}</label>
        <p id={`${id}-href-hint`} className="mt-1 text-sm text-slate-700">{t("adminEditor.linkUrlHint")}</p>
        <input
          id={`${id}-href`}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          // The dialog's first field takes the focus as it opens.
          autoFocus
          value={href}
          onChange={(event) => setHref(event.target.value)}
          aria-invalid={error?.field === "href" ? true : undefined}
          aria-describedby={`${id}-href-hint${error?.field === "href" ? ` ${id}-href-error` : ""}`}
          className={inputClass}
        />
        {errorOf("href")}
      </div>
      {start.needsText && (
        <div>
          <label htmlFor={`${id}-text`} className="block font-semibold text-slate-900">{t("adminEditor.linkText")}</label>
          <input
            id={`${id}-text`}
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error?.field === "text" ? true : undefined}
            aria-describedby={error?.field === "text" ? `${id}-text-error` : undefined}
            className={inputClass}
          />
          {errorOf("text")}
        </div>
      )}
      <div className="flex items-center gap-3">
        <input id={`${id}-tab`} type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} className="size-5 accent-ocean-700" />
        <label htmlFor={`${id}-tab`} className="text-slate-900">{t("adminEditor.linkNewTab")}</label>
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        {start.existing && (
          <button type="button" onClick={remove} className={`${buttonClass({ variant: "quiet" })} mr-auto`}>
            {t("adminEditor.linkRemove")}
          </button>
        )}
        <button type="button" onClick={onClose} className={buttonClass({ variant: "quiet" })}>
          {t("adminEditor.cancel")}
        </button>
        <button type="button" onClick={apply} className={buttonClass()}>
          {t("adminEditor.linkApply")}
        </button>
      </div>
    </div>
  );
}
