import { EditorContent, useEditor } from "@tiptap/react";
import { useCallback, useEffect, useState } from "react";
import { editorExtensions, postedHtml } from "./editor-extensions.ts";
import { ImageDialog } from "./image-dialog.tsx";
import { LinkDialog, linkStart, type LinkStart } from "./link-dialog.tsx";
import { cleanPastedHtml } from "./paste-cleanup.ts";
import { Toolbar } from "./toolbar.tsx";

export interface RichTextEditorProps {
  /** The field's textarea, which the form posts: the editor starts from its text and writes its HTML back into it. */
  textarea: { read: () => string; write: (html: string) => void; focus: () => void };
  /** The article's language now, for the alt text of images. */
  language: () => string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean | undefined;
  /** The textarea shows instead of the editor (the toolbar's "HTML"). */
  source: boolean;
  onSourceChange: (source: boolean) => void;
  /** The editor is on screen: the field hides its textarea, and its label focuses this. */
  onReady: (focus: () => void) => void;
}

// Loaded lazily by rich-text-field.tsx, as its own chunk (ADR 024).
export default function RichTextEditor({ textarea, labelId, describedBy, invalid, required, language, source, onSourceChange, onReady }: RichTextEditorProps) {
  const [link, setLink] = useState<LinkStart | null>(null);
  const [imageOpen, setImageOpen] = useState(false);
  const attributes = {
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(describedBy && { "aria-describedby": describedBy }),
    ...(invalid && { "aria-invalid": "true" }),
    ...(required && { "aria-required": "true" }),
    // The article page's look (app/site/news), so the editor sees roughly what readers will.
    class: [
      "min-h-72 max-h-[70dvh] overflow-y-auto rounded-b-lg border border-slate-400 bg-white px-4 py-3 leading-relaxed text-slate-800 shadow-sm",
      "focus:outline-2 focus:outline-offset-2 focus:outline-ocean-700 aria-[invalid=true]:border-red-700",
      "[&>*+*]:mt-4 [&_a]:text-ocean-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6",
      "[&_h1]:text-3xl [&_h1]:font-bold [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_h4]:text-lg [&_h4]:font-bold [&_h5]:font-bold [&_h6]:font-semibold",
      "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_img.ProseMirror-selectednode]:outline-3 [&_img.ProseMirror-selectednode]:outline-ocean-700",
    ].join(" "),
  };
  const editor = useEditor({
    extensions: editorExtensions,
    // Whatever is in the textarea now: the saved article, the post sent back, or what was typed before the editor loaded.
    content: textarea.read(),
    editorProps: {
      attributes,
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
          event.preventDefault();
          openLink();
          return true;
        }
        if (event.altKey && event.key === "F10") {
          event.preventDefault();
          document.querySelector<HTMLElement>(`[data-editor-toolbar] button[tabindex="0"]`)?.focus();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: updated }) => {
      textarea.write(postedHtml(updated));
    },
  });
  // The label, hint and error change with each post's answer.
  useEffect(() => {
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, labelId, describedBy, invalid, required]);
  useEffect(() => {
    onReady(() => editor.view.focus());
  }, [editor, onReady]);
  const openLink = () => setLink(linkStart(editor));
  // Back from a dialog, the editor goes on writing in the text (at once: the focus command waits a frame).
  const returnFocus = useCallback(() => editor.view.focus(), [editor]);
  const changeSource = (next: boolean) => {
    // Back from the HTML: the editor reads it (and drops what the article cannot hold).
    if (!next) editor.commands.setContent(textarea.read(), { emitUpdate: true });
    onSourceChange(next);
    if (!next) editor.view.focus();
    else requestAnimationFrame(textarea.focus);
  };
  return (
    <div className="mt-1">
      <Toolbar editor={editor} source={source} onSourceChange={changeSource} onLink={openLink} onImage={() => setImageOpen(true)} />
      <div hidden={source}>
        <EditorContent editor={editor} />
      </div>
      <LinkDialog editor={editor} start={link} onClose={() => setLink(null)} returnFocus={returnFocus} />
      <ImageDialog editor={editor} open={imageOpen} language={language} onClose={() => setImageOpen(false)} returnFocus={returnFocus} />
    </div>
  );
}
