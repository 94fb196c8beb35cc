// The look of a prose page's HTML (rendered from its Markdown and sanitised on the server), shared
// by the public page and its editor's preview so that the preview shows what the page will.
const PROSE_CLASS = [
  "space-y-4 text-lg leading-relaxed text-slate-800",
  "[&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ocean-900 [&_h3]:pt-4 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ocean-900",
  "[&_a]:font-medium [&_a]:text-ocean-700 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-ocean-900",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-slate-900",
  // Words hyphenate in the page's language and cookie names break after their dots and underscores
  // (<wbr>), so a table fits at 320 px without scrolling and no word is cut anywhere.
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_table]:hyphens-auto sm:[&_table]:text-lg",
  "[&_thead]:bg-ocean-900 [&_thead]:text-white [&_th]:px-2 [&_th]:py-3 sm:[&_th]:px-4 [&_td]:px-2 [&_td]:py-3 [&_td]:align-top sm:[&_td]:px-4 [&_tbody_tr]:border-t [&_tbody_tr]:border-slate-200",
  "[&_tbody_th]:align-top [&_tbody_th]:font-normal [&_tbody_code]:font-semibold",
].join(" ");

export function ProseBody({ html, lang, className = "mx-auto max-w-3xl px-4 py-12" }: { html: string; lang?: string; className?: string }) {
  return (
    <div className={className}>
      <div lang={lang} className={PROSE_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
