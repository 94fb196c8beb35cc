import { CircleHelp } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";

/** The mark itself, for markup built outside a page's React tree (a prose page's HTML). */
export function ToConfirmMark({ label }: { label: string }) {
  return (
    <span data-to-confirm className="inline-flex items-center gap-1 italic text-slate-700">
      <CircleHelp aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </span>
  );
}

/**
 * The one way a page says a fact is not announced yet (issue 21): the organisers' dashboard lists
 * each such field until it is filled in.
 */
export function ToConfirm() {
  const { t } = useTranslation();
  return <ToConfirmMark label={t("pageContent.toConfirm")} />;
}
