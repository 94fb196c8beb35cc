import { CircleHelp } from "lucide-react";

/**
 * How a page says a fact is not announced yet (issue 21), as a part with its words given: the public
 * pages show it through ToConfirm (app/site/parts/to-confirm.tsx), a prose page's HTML as
 * toConfirmHtml renders it (to-confirm-html.server.tsx).
 */
export function ToConfirmMark({ label }: { label: string }) {
  return (
    <span data-to-confirm className="inline-flex items-center gap-1 italic text-slate-700">
      <CircleHelp aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </span>
  );
}
