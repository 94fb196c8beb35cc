import type { Route } from "./+types/schedule-export.route";
import { requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { scheduleCsv } from "~/domain/schedule/schedule-csv.server.ts";
import { scheduleByCode } from "~/domain/schedule/schedule-read.server.ts";
import { toTahitiDay } from "../../../vocabulary/tahiti-time.ts";
import { servicesContext } from "~/services.server.ts";

// The whole schedule as the organisers' CSV file, which the import reads back. The file is the answer
// of the route's middleware, as for the inbox's export (app/admin/inbox/inbox-export.route.tsx).
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await requireRole(request, context, STAFF);
    // Only a look gets the file; a post goes on to React Router, which refuses it (no action here).
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const { database } = context.get(servicesContext);
    return new Response(scheduleCsv(await scheduleByCode(database.db)), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="schedule-${toTahitiDay(new Date())}.csv"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
];

// A page, not a resource route, so a refusal renders the denial page like every admin page.
export default function ScheduleExport() {
  return null;
}
