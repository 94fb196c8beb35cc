import type { AuditQuery } from "./audit-log.server.ts";

/** The audit log page's filters, as its query string names them. */
export const AUDIT_FILTERS = ["kind", "action", "actor", "from", "to", "q"] as const;

/** The query string of the page with these filters, without the page number unless asked. */
export function auditSearch(query: AuditQuery, page = 1): string {
  const params = new URLSearchParams();
  for (const name of AUDIT_FILTERS) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
