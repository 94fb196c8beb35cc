import { data, defineBehaviour } from "~/platform/behaviours/behaviour.ts";
import type { TimedStatus } from "~/domain/schedule/session-status.ts";

/** Which clock leads each session's times: Tahiti's (the server's page) or the visitor's own. */
export const TIME_MODES = ["tahiti", "local"] as const;
export type TimeMode = (typeof TIME_MODES)[number];

/**
 * The schedule page (schedule.client.ts), on the element holding the day's sessions:
 * - `timeMode`: which clock leads, on that element (CSS orders and sizes the two lines by it);
 * - `dayTabs`: the day tabs' scroller, brought to the current day on a phone;
 * - `timeSwitch`: the Tahiti time / my time switch, hidden until the script finds that the visitor's
 *   clock differs from Tahiti's, and `zoneName`, where it names the visitor's zone;
 * - `times`: a session's Tahiti times, whose `<time>` elements are `clock` "start" and "end"; the
 *   visitor's own times go after them, cloned from `localTimeTemplate` and filled in `localClock` and
 *   `localDate` (the visitor's day, when it is not Tahiti's);
 * - `timedSession`: a session whose status still moves with the clock, its instants as an ISO interval
 *   (start/until), and in it `sessionStatus`, the status shown, replaced from `statusTemplate` as the
 *   clock moves on.
 */
export const schedule = defineBehaviour({
  name: "schedule",
  parts: data<{
    timeMode: TimeMode;
    dayTabs: true;
    timeSwitch: true;
    zoneName: true;
    times: true;
    clock: "start" | "end";
    localTimeTemplate: true;
    localClock: true;
    localDate: true;
    timedSession: string;
    sessionStatus: TimedStatus;
    statusTemplate: TimedStatus;
  }>(),
  attach: "load",
});
