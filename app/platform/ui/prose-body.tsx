// The look of a prose page's HTML (rendered from its Markdown and sanitised on the server), shared
// by the public page and its editor's preview so that the preview shows what the page will.
const PROSE_CLASS = [
  "space-y-4 text-lg leading-relaxed text-slate-800",
  "[&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ocean-900 [&_h3]:pt-4 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ocean-900",
  "[&_a]:font-medium [&_a]:text-ocean-700 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-ocean-900",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-slate-900",
  // Below 640 px a long word may break anywhere, so a table fits at 320 px without scrolling in every
  // language (not every browser hyphenates every language); a cookie name breaks only after its dots
  // and underscores (<wbr>).
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_table]:hyphens-auto max-sm:[&_table]:[overflow-wrap:anywhere] sm:[&_table]:text-lg",
  "[&_thead]:bg-ocean-900 [&_thead]:text-white [&_th]:px-2 [&_th]:py-3 sm:[&_th]:px-4 [&_td]:px-2 [&_td]:py-3 [&_td]:align-top sm:[&_td]:px-4 [&_tbody_tr]:border-t [&_tbody_tr]:border-slate-200",
  "[&_tbody_th]:align-top [&_tbody_th]:font-normal [&_tbody_code]:font-semibold [&_tbody_code]:[overflow-wrap:normal]",
].join(" ");

export function ProseBody({ html, lang, className = "mx-auto max-w-3xl px-4 py-12" }: { html: string; lang?: string; className?: string }) {
  return (
    <div className={className}>
      <div lang={lang} className={PROSE_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
