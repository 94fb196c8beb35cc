import { MoveHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/platform/i18n/translation.tsx";

/**
 * A data table in a region named by its caption: the region scrolls sideways on a narrow screen
 * and takes keyboard focus so it can be scrolled without a mouse. It never widens the page: inline
 * size containment keeps the table's width out of the page's layout, and positioning keeps the
 * visually hidden (absolute) texts of its cells inside the region, which clips them. While it can scroll, a
 * line above it says so and its edges fade where there is more to see (app.css, `.table-scroll`:
 * a scroll-driven animation, so no script).
 */
export function TableRegion({ caption, captionId, children }: { caption: string; captionId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <p data-scroll-hint className="table-scroll-hint mb-2 items-center justify-end gap-2 text-sm text-slate-700">
        <MoveHorizontal aria-hidden="true" className="size-4 shrink-0" />
        {t("a11y.tableScrolls")}
      </p>
      <div className="table-scroll-frame relative">
        <div role="region" aria-labelledby={captionId} tabIndex={0} className="table-scroll-region relative overflow-x-auto rounded-xl border border-slate-200 bg-white [contain:inline-size]">
          <table className="w-full text-left text-slate-800">
            <caption id={captionId} className="sr-only">{caption}</caption>
            {children}
          </table>
        </div>
      </div>
    </div>
  );
}
