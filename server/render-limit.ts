import type { NextFunction, Request, Response } from "express";
import pLimit from "p-limit";

/**
 * Lets a few renders run at a time and queues the others in arrival order. A render holds the one
 * JavaScript thread for 8 to 25 ms: a hundred started at once share it, so every one of them
 * finishes late (under mixed load some took over two seconds), and hold their memory all along. A
 * few at a time, each waits its turn and is then done in a render's time. Only renders wait here:
 * bodies are read and stored pages served before a request takes its place in line.
 */
export function createRenderLimit(concurrency: number) {
  const limit = pLimit(concurrency);
  return {
    /** Runs one render (the page cache's, shared by everyone waiting for that page) in its turn. */
    run<T>(render: () => Promise<T>): Promise<T> {
      return limit(render);
    },
    /** Holds a request until its turn, then lets it through to React Router until it is answered. */
    middleware(_req: Request, res: Response, next: NextFunction) {
      void limit(
        () =>
          new Promise<void>((resolve) => {
            // The visitor left while waiting: nothing to render for them.
            if (res.destroyed) return resolve();
            res.once("close", () => resolve());
            next();
          }),
      );
    },
  };
}
