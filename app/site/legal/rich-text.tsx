import { ExternalLink } from "~/site/parts/external-link.tsx";
import type { Inline, RichText as RichTextValue } from "~/content/legal/types.ts";
import { CONTACT_EMAIL } from "~/content/event.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";

const linkClass = "font-medium text-ocean-700 underline underline-offset-4 hover:text-ocean-900";

function InlineRun({ run }: { run: Inline }) {
  const localize = useLocalizedPath();
  if (typeof run === "string") return run;
  if ("email" in run) return <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>{CONTACT_EMAIL}</a>;
  if ("to" in run) return <a href={localize(run.to)} className={linkClass}>{run.text}</a>;
  if ("href" in run) return <ExternalLink href={run.href} className={linkClass}>{run.text}</ExternalLink>;
  if ("lang" in run) return <span lang={run.lang}>{run.text}</span>;
  if ("code" in run) return <code className="rounded bg-slate-100 px-1 text-slate-900">{run.code}</code>;
  return <mark className="rounded bg-amber-100 px-1 text-slate-900">{run.pending}</mark>;
}

/** Legal text with its mail links, page links and marked-up terms. */
export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === "string") return value;
  return value.map((run, index) => <InlineRun key={index} run={run} />);
}
