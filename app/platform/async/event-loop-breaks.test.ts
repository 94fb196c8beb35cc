import { describe, expect, it, vi } from "vitest";
import { eventLoopBreaks } from "./event-loop-breaks.ts";

describe("eventLoopBreaks", () => {
  it("lets the event loop turn once its budget of work has passed, and not at every step", async () => {
    // The loop's clock is the test's: a step is 1 ms of work however busy the machine is (a real
    // 1 ms step measured 4 ms on a loaded machine, and the loop turned early).
    vi.useFakeTimers({ toFake: ["performance"] });
    try {
      const pause = eventLoopBreaks(5);
      let timerRan = false;
      setTimeout(() => (timerRan = true), 0);
      // Due by now: only a turn of the loop stands between the timer and its running.
      const due = Date.now() + 2;
      while (Date.now() < due);
      const turnedAt: number[] = [];
      let turned = false;
      for (let step = 1; step <= 12; step++) {
        vi.advanceTimersByTime(1);
        // Runs at the loop's next turn, before the pause's own setImmediate.
        setImmediate(() => (turned = true));
        await pause();
        if (turned) turnedAt.push(step);
        turned = false;
      }
      expect(turnedAt).toEqual([5, 10]);
      expect(timerRan).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
