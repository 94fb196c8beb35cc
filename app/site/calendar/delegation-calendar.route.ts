import type { Route } from "./+types/delegation-calendar.route";
import { delegationFeed } from "~/domain/calendar/delegation-feed.server.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { calendarAnswer } from "./calendar-answer.server.ts";

// The delegation's name, and the sessions its results name.
export const handle: RouteHandle = { shows: ["schedule", "sports", "venues", "delegations", "results"] };

export function loader(args: Route.LoaderArgs) {
  return calendarAnswer(args, (readers) => delegationFeed(readers, args.params.code));
}
