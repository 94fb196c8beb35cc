import type { Shown } from "~/domain/content/localized.ts";

/** Page words, or organisers' words that may be the French standing in (then marked as French). */
type Words = string | Shown;

const value = (words: Words) => (typeof words === "string" ? words : words.value);
const lang = (words: Words) => (typeof words === "string" ? undefined : words.lang);

/** Numbered steps of a process, as an ordered list of cards. */
export function StepList({ steps }: { steps: { title: Words; text: Words }[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={value(step.title)} className="rounded-xl border border-slate-200 bg-white p-6">
          <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-ocean-800 text-lg font-bold text-white">
            {index + 1}
          </span>
          <h3 lang={lang(step.title)} className="mt-4 text-lg font-bold text-slate-900">
            {value(step.title)}
          </h3>
          <p lang={lang(step.text)} className="mt-2 text-slate-700">
            {value(step.text)}
          </p>
        </li>
      ))}
    </ol>
  );
}
