import { describe, expect, it } from "vitest";
import { intervalOf, readInterval, sessionStatus, timedStatus } from "./session-status.ts";

const START = Date.parse("2027-08-02T19:00:00.000Z");
const UNTIL = Date.parse("2027-08-02T19:40:00.000Z");

describe("a session's status", () => {
  it("follows the clock: upcoming before its start, under way until its end, then ended", () => {
    expect(timedStatus(START, UNTIL, START - 1)).toBe("upcoming");
    expect(timedStatus(START, UNTIL, START)).toBe("underway");
    expect(timedStatus(START, UNTIL, UNTIL - 1)).toBe("underway");
    expect(timedStatus(START, UNTIL, UNTIL)).toBe("ended");
  });

  it("is what the database says once results are in or the session is cancelled, whatever the time", () => {
    expect(sessionStatus({ cancelled: false, results: "provisional", startsAt: START, until: UNTIL }, START - 1)).toBe("finished");
    expect(sessionStatus({ cancelled: false, results: "official", startsAt: START, until: UNTIL }, UNTIL + 1)).toBe("finished");
    expect(sessionStatus({ cancelled: true, results: "official", startsAt: START, until: UNTIL }, START)).toBe("cancelled");
    expect(sessionStatus({ cancelled: false, results: null, startsAt: START, until: UNTIL }, START)).toBe("underway");
  });

  it("hands its instants to the page as an ISO interval, and reads nothing else", () => {
    const interval = intervalOf(new Date(START).toISOString(), new Date(UNTIL).toISOString());
    expect(interval).toBe("2027-08-02T19:00:00.000Z/2027-08-02T19:40:00.000Z");
    expect(readInterval(interval)).toEqual({ startsAt: START, until: UNTIL });
    for (const bad of [undefined, "", "2027-08-02T19:00:00.000Z", "a/b", `${interval}/x`]) expect(readInterval(bad)).toBeNull();
  });
});
