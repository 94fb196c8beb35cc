import type { NextFunction, Request, Response } from "express";
import pLimit from "p-limit";

/**
 * Lets a few requests at a time through to React Router and queues the others in arrival order.
 * A render holds the one JavaScript thread for 8 to 25 ms: a hundred started at once share
 * it, so every one of them finishes late (under mixed load some took over two seconds), and hold
 * their memory all along. A few at a time, each waits its turn and is then done in a render's time,
 * and stored pages, answered before Express, go on being served in between.
 */
export function limitRenders(concurrency: number) {
  const limit = pLimit(concurrency);
  return (_req: Request, res: Response, next: NextFunction) => {
    void limit(
      () =>
        new Promise<void>((resolve) => {
          // The visitor left while waiting: nothing to render for them.
          if (res.destroyed) return resolve();
          res.once("close", () => resolve());
          next();
        }),
    );
  };
}
