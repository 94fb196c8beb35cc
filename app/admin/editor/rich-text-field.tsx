import { Component, lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { DEFAULT_LOCALE } from "~/platform/i18n/locales.ts";
import { useHydrated } from "~/admin/layout/use-hydrated.ts";
import type { FieldState } from "~/platform/forms/form-result.ts";
import { FieldError } from "~/platform/forms/field.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";

// The editor (TipTap and ProseMirror, ADR 024) is its own chunk, loaded by the pages that show this field.
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

/**
 * An editor that failed to load (a lost connection, a deployment since the page opened) or to run
 * leaves the textarea, which still holds the text, in its place.
 */
class TextareaOnError extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface RichTextFieldProps {
  /** From `fieldsOf`: the textarea's id and name, the HTML to start from, the error of the last post. */
  field: FieldState;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  /** The language the text is written in, for the alt text of inserted images; else the form's `language` field, else French. */
  language?: string;
}

/**
 * Article HTML. The server renders a textarea, which is what is posted, with or without JavaScript;
 * once React runs, the rich-text editor takes its place on screen and writes its HTML into it at
 * each change. "HTML" in the toolbar shows the textarea again.
 */
export function RichTextField({ field, label, hint, required, maxLength, language }: RichTextFieldProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const focusEditor = useRef<() => void>(undefined);
  const [editing, setEditing] = useState(false);
  const [source, setSource] = useState(false);
  const textareaAccess = useMemo(
    () => ({
      read: () => textarea.current?.value ?? "",
      write: (html: string) => {
        if (textarea.current) textarea.current.value = html;
      },
      focus: () => textarea.current?.focus(),
    }),
    [],
  );
  // Read when an image is inserted: the editor may have changed the form's language since the page opened.
  const articleLanguage = useCallback(() => {
    if (language) return language;
    const chosen = textarea.current?.form?.elements.namedItem("language");
    return (chosen instanceof HTMLSelectElement || chosen instanceof HTMLInputElement ? chosen.value : "") || DEFAULT_LOCALE;
  }, [language]);
  const onReady = useCallback((focus: () => void) => {
    focusEditor.current = focus;
    setEditing(true);
  }, []);
  const { id, name, error } = field;
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  // While the editor shows, the textarea is out of sight: the browser must not hold the post back
  // on it (a hidden required control cannot show its message), and the editor carries the error.
  const textareaShown = !editing || source;
  return (
    <div>
      <label
        id={labelId}
        htmlFor={textareaShown ? id : undefined}
        onClick={textareaShown ? undefined : () => focusEditor.current?.()}
        className="block font-semibold text-slate-900"
      >
        {label}
        {required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {hydrated && (
        <TextareaOnError onError={() => setEditing(false)}>
          <Suspense fallback={<p className="mt-1 text-sm text-slate-700" role="status">{t("adminEditor.loading")}</p>}>
            <RichTextEditor
              textarea={textareaAccess}
              labelId={labelId}
              describedBy={describedBy}
              invalid={Boolean(error)}
              required={required}
              language={articleLanguage}
              source={source}
              onSourceChange={setSource}
              onReady={onReady}
            />
          </Suspense>
        </TextareaOnError>
      )}
      <textarea
        ref={textarea}
        id={id}
        name={name}
        defaultValue={field.defaultValue}
        required={textareaShown ? required : undefined}
        aria-invalid={textareaShown && error ? true : undefined}
        aria-describedby={describedBy}
        hidden={!textareaShown}
        rows={source ? 16 : 12}
        maxLength={maxLength}
        spellCheck={source ? false : undefined}
        className={`mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:border-ocean-700 aria-[invalid=true]:border-red-700 ${source ? "rounded-t-none" : ""}`}
      />
      {error && errorId && <FieldError id={errorId} error={error} />}
    </div>
  );
}
