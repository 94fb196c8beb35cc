import type { ElementType } from "react";
import type { Shown } from "~/domain/content/localized.ts";

/** Organisers' words in the visitor's language, or the French standing in, marked as French. */
export function ShownText({ text, as: Tag = "span", className }: { text: Shown; as?: ElementType; className?: string }) {
  return (
    <Tag lang={text.lang} className={className}>
      {text.value}
    </Tag>
  );
}
