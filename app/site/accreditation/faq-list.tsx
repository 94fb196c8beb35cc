import { ChevronDown } from "lucide-react";
import type { Shown } from "~/domain/content/localized.ts";
import { ShownText } from "~/site/parts/shown-text.tsx";

/** Questions as native disclosures: keyboard and screen-reader support with or without JavaScript. */
export function FaqList({ items }: { items: { question: Shown; answer: Shown }[] }) {
  return (
    <div className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question.value} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            <ShownText text={item.question} />
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-ocean-700 transition-transform group-open:rotate-180" />
          </summary>
          <ShownText as="p" text={item.answer} className="mt-3 text-slate-700" />
        </details>
      ))}
    </div>
  );
}
