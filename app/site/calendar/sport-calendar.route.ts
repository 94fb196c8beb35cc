import type { Route } from "./+types/sport-calendar.route";
import { sportFeed } from "~/domain/calendar/schedule-feeds.server.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { calendarAnswer } from "./calendar-answer.server.ts";

export const handle: RouteHandle = { shows: ["schedule", "sports", "venues"] };

export function loader(args: Route.LoaderArgs) {
  return calendarAnswer(args, (readers) => sportFeed(readers, args.params.sport));
}
