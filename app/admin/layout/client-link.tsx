import { Link } from "react-router";
import type { PageLinkProps } from "~/platform/ui/pagination.tsx";

/** A back-office link for shared parts (Pagination): the back office hydrates and navigates in the browser. */
export function ClientLink({ href, className, children }: PageLinkProps) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
