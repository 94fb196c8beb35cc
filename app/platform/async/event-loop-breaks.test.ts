import { describe, expect, it } from "vitest";
import { eventLoopBreaks } from "./event-loop-breaks.ts";

describe("eventLoopBreaks", () => {
  it("lets a timer run during a long loop, once its budget of work has passed, and not at every step", async () => {
    const pause = eventLoopBreaks(5);
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    const started = performance.now();
    let steps = 0;
    while (!timerRan && performance.now() - started < 1000) {
      const step = performance.now();
      while (performance.now() - step < 1);
      steps++;
      await pause();
    }
    expect(timerRan).toBe(true);
    // A turn every 5 ms of work, not one a step.
    expect(steps).toBeGreaterThanOrEqual(5);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
