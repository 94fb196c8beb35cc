import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

const pageLink = "inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 font-semibold text-ocean-700 hover:bg-ocean-50";

/** Previous and next links around "page N of M", in a navigation landmark; nothing for a single page. */
export function Pagination({
  page,
  pageCount,
  href,
  labels,
  className,
}: {
  page: number;
  pageCount: number;
  /** The link to another page of the same list. */
  href: (page: number) => string;
  labels: { nav: string; previous: string; next: string; status: string };
  className: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={`flex flex-wrap items-center gap-4 ${className}`}>
      {page > 1 && (
        <Link to={href(page - 1)} className={pageLink}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {labels.previous}
        </Link>
      )}
      <p className="text-slate-800">{labels.status}</p>
      {page < pageCount && (
        <Link to={href(page + 1)} className={pageLink}>
          {labels.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </nav>
  );
}
