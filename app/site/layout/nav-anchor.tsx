import type { ReactNode } from "react";
import { useLocation } from "react-router";

/** Whether `to` is the page at `pathname`, or (unless `end`) one of its sub-pages: NavLink's rule. */
export function isCurrentPage(pathname: string, to: string, end: boolean): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return path === to || (!end && path.startsWith(`${to}/`));
}

/**
 * A link of the site's navigation, marked as the current page the way NavLink marks it. A plain
 * anchor: public pages navigate as documents (ADR 013), so React Router's link would only cost
 * its hooks in every render of the header, the drawer and the footer.
 */
export function NavAnchor({ to, end = false, className, children }: { to: string; end?: boolean; className: (current: boolean) => string; children: ReactNode }) {
  const current = isCurrentPage(useLocation().pathname, to, end);
  return (
    <a href={to} aria-current={current ? "page" : undefined} className={className(current)}>
      {children}
    </a>
  );
}
