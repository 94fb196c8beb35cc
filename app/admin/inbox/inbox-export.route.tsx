import type { Route } from "./+types/inbox-export.route";
import { ADMIN_ONLY, requireRole } from "~/domain/auth/guard.server.ts";
import { exportInbox, parseInboxQuery } from "~/domain/messages/inbox.server.ts";
import { topicNames } from "~/domain/messages/topics.server.ts";
import { localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import { inboxCsv, inboxCsvName } from "./inbox-csv.server.ts";

// The file is the answer of the route's middleware: a middleware that returns a Response without
// calling next() answers the request with it, as it is (a loader's Response would be read as data
// for a page). Staff reach this middleware through the admin layout's; only admins get the file,
// anyone else the denial page.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await requireRole(request, context, ADMIN_ONLY);
    // Only a look gets the file; a post goes on to React Router, which refuses it (no action here).
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const { database, content } = context.get(servicesContext);
    const messages = await exportInbox(database.db, parseInboxQuery(new URL(request.url).searchParams));
    const locale = context.get(localeContext);
    return new Response(inboxCsv(messages, locale, await topicNames(content, locale)), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${inboxCsvName(new Date())}"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
];

// A page, not a resource route, so a refusal renders the denial page like every admin page.
export default function InboxExport() {
  return null;
}
