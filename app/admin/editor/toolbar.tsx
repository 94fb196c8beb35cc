import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { Bold, Code, ImagePlus, Italic, Link2, List, ListOrdered, Redo2, Underline, Undo2, type LucideIcon } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "~/platform/i18n/translation.tsx";

const IS_MAC = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** A shortcut as the editor reads it on their keyboard, and as `aria-keyshortcuts` names it. */
function shortcut(keys: string[]): { shown: string; aria: string } {
  return {
    shown: keys.map((key) => (key === "Mod" ? (IS_MAC ? "⌘" : "Ctrl") : key === "Alt" && IS_MAC ? "⌥" : key)).join(IS_MAC ? "" : "+"),
    aria: keys.map((key) => (key === "Mod" ? (IS_MAC ? "Meta" : "Control") : key)).join("+"),
  };
}

interface ToolbarProps {
  editor: Editor;
  source: boolean;
  onSourceChange: (source: boolean) => void;
  onLink: () => void;
  onImage: () => void;
}

interface Tool {
  key: string;
  /** The button's name: said by screen readers, shown as its tooltip with the shortcut. */
  label: string;
  icon?: LucideIcon;
  /** Visible text instead of an icon; the name starts with it. */
  text?: string;
  keys?: string[];
  /** A state the button toggles (aria-pressed); undefined for a plain action. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

/**
 * The editor's toolbar, one tab stop (arrow keys, Home and End move along it; Alt+F10 from the text
 * comes here, Escape goes back), each toggle saying whether it is on.
 */
export function Toolbar({ editor, source, onSourceChange, onLink, onImage }: ToolbarProps) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      h4: current.isActive("heading", { level: 4 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      underline: current.isActive("underline"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const heading = (level: 2 | 3 | 4): Tool => ({
    key: `h${level}`,
    label: t("adminEditor.heading", { level }),
    text: `H${level}`,
    keys: ["Mod", "Alt", String(level)],
    pressed: state[`h${level}`],
    disabled: source,
    run: () => chain().toggleHeading({ level }).run(),
  });
  const groups: Tool[][] = [
    [heading(2), heading(3), heading(4)],
    [
      { key: "bold", label: t("adminEditor.bold"), icon: Bold, keys: ["Mod", "B"], pressed: state.bold, disabled: source, run: () => chain().toggleBold().run() },
      { key: "italic", label: t("adminEditor.italic"), icon: Italic, keys: ["Mod", "I"], pressed: state.italic, disabled: source, run: () => chain().toggleItalic().run() },
      { key: "underline", label: t("adminEditor.underline"), icon: Underline, keys: ["Mod", "U"], pressed: state.underline, disabled: source, run: () => chain().toggleUnderline().run() },
    ],
    [
      { key: "bulletList", label: t("adminEditor.bulletList"), icon: List, keys: ["Mod", "Shift", "8"], pressed: state.bulletList, disabled: source, run: () => chain().toggleBulletList().run() },
      { key: "orderedList", label: t("adminEditor.orderedList"), icon: ListOrdered, keys: ["Mod", "Shift", "7"], pressed: state.orderedList, disabled: source, run: () => chain().toggleOrderedList().run() },
    ],
    [
      // Opens a dialog: not a toggle, though it edits the link the cursor is in.
      { key: "link", label: t("adminEditor.link"), icon: Link2, keys: ["Mod", "K"], disabled: source, run: onLink },
      { key: "image", label: t("adminEditor.image"), icon: ImagePlus, disabled: source, run: onImage },
    ],
    [
      { key: "undo", label: t("adminEditor.undo"), icon: Undo2, keys: ["Mod", "Z"], disabled: source || !state.canUndo, run: () => chain().undo().run() },
      { key: "redo", label: t("adminEditor.redo"), icon: Redo2, keys: ["Mod", "Shift", "Z"], disabled: source || !state.canRedo, run: () => chain().redo().run() },
    ],
    [{ key: "source", label: t("adminEditor.sourceLabel"), icon: Code, text: t("adminEditor.source"), pressed: source, run: () => onSourceChange(!source) }],
  ];
  const tools = groups.flat();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [current, setCurrent] = useState(tools[0]!.key);
  const enabled = tools.filter((tool) => !tool.disabled);
  // The tab stop stays on an enabled button, whichever becomes disabled.
  const tabStop = enabled.some((tool) => tool.key === current) ? current : enabled[0]?.key;
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.findIndex((tool) => tool.key === tabStop);
    const next =
      event.key === "ArrowRight" ? (at + 1) % enabled.length
      : event.key === "ArrowLeft" ? (at - 1 + enabled.length) % enabled.length
      : event.key === "Home" ? 0
      : event.key === "End" ? enabled.length - 1
      : null;
    if (event.key === "Escape") {
      event.preventDefault();
      if (!source) editor.view.focus();
      return;
    }
    if (next === null) return;
    event.preventDefault();
    const key = enabled[next]!.key;
    setCurrent(key);
    buttons.current.get(key)?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label={t("adminEditor.toolbar")}
      data-editor-toolbar=""
      onKeyDown={move}
      className="flex flex-wrap items-center gap-1 rounded-t-lg border border-b-0 border-slate-400 bg-slate-50 p-1"
    >
      {groups.map((group, index) => (
        <Group key={index} last={index === groups.length - 1}>
          {group.map((tool) => {
            const keys = tool.keys && shortcut(tool.keys);
            const Icon = tool.icon;
            return (
              <button
                key={tool.key}
                ref={(element) => {
                  if (element) buttons.current.set(tool.key, element);
                  else buttons.current.delete(tool.key);
                }}
                type="button"
                tabIndex={tool.key === tabStop ? 0 : -1}
                // A toggle that cannot be used (the HTML view) is shown off, whatever the text under the cursor.
                aria-pressed={tool.pressed === undefined ? undefined : tool.pressed && !tool.disabled}
                aria-keyshortcuts={keys?.aria}
                disabled={tool.disabled}
                title={keys ? t("adminEditor.shortcut", { label: tool.label, keys: keys.shown }) : tool.label}
                onFocus={() => setCurrent(tool.key)}
                // Keeps the text's selection while the button is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={tool.run}
                className="inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm font-semibold text-slate-900 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ocean-700 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent aria-pressed:bg-ocean-800 aria-pressed:text-white aria-pressed:hover:bg-ocean-900"
              >
                {Icon && <Icon aria-hidden="true" className="size-4 shrink-0" />}
                {tool.text ? (
                  <>
                    <span>{tool.text}</span>
                    {tool.text !== tool.label && <span className="sr-only"> {tool.label}</span>}
                  </>
                ) : (
                  <span className="sr-only">{tool.label}</span>
                )}
              </button>
            );
          })}
        </Group>
      ))}
    </div>
  );
}

function Group({ children, last }: { children: ReactNode; last: boolean }) {
  return <div className={`flex items-center gap-1 ${last ? "sm:ml-auto" : "border-r border-slate-300 pr-1"}`}>{children}</div>;
}
