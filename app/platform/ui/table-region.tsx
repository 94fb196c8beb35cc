import type { ReactNode } from "react";

/**
 * A data table in a region named by its caption: the region scrolls sideways on a narrow screen
 * and takes keyboard focus so it can be scrolled without a mouse.
 */
export function TableRegion({ caption, captionId, children }: { caption: string; captionId: string; children: ReactNode }) {
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-slate-800">
        <caption id={captionId} className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
