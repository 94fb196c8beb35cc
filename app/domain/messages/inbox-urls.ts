import type { MessageKind } from "../../../vocabulary/contact-keys.ts";
import type { InboxQuery } from "./inbox.server.ts";

/** The back-office page a message is read and handled on; the mails link to it too. */
export const inboxPath = (message: { kind: MessageKind; id: number }) => `/admin/inbox/${message.kind}/${message.id}`;

/** The query string of a list (or its export) with these filters, without the page unless asked. */
export function inboxSearch(query: InboxQuery, page = 1): string {
  const params = new URLSearchParams();
  for (const name of ["q", "kind", "department", "category", "status"] as const) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
