import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ComponentType, ReactNode } from "react";

const pageLink = "inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 font-semibold text-ocean-700 hover:bg-ocean-50";

export interface PageLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

/** A public page's link: a document to load (ADR 013). */
function Anchor({ href, className, children }: PageLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/**
 * Previous and next links around "page N of M", in a navigation landmark; nothing for a single page.
 * The back office, which hydrates, passes the link it navigates with (`link`).
 */
export function Pagination({
  page,
  pageCount,
  href,
  labels,
  className,
  link: PageLink = Anchor,
}: {
  page: number;
  pageCount: number;
  /** The link to another page of the same list. */
  href: (page: number) => string;
  labels: { nav: string; previous: string; next: string; status: string };
  className: string;
  link?: ComponentType<PageLinkProps>;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={`flex flex-wrap items-center gap-4 ${className}`}>
      {page > 1 && (
        <PageLink href={href(page - 1)} className={pageLink}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {labels.previous}
        </PageLink>
      )}
      <p className="text-slate-800">{labels.status}</p>
      {page < pageCount && (
        <PageLink href={href(page + 1)} className={pageLink}>
          {labels.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </PageLink>
      )}
    </nav>
  );
}
