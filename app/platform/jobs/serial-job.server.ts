export interface JobLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface SerialJob {
  /** Runs the job now, or once more after the run going on. */
  start(): Promise<void>;
  /** The run going on, if any. */
  running(): Promise<void> | null;
}

/**
 * A job whose runs never overlap in a process: asked to run while one goes on, it goes round again
 * after it. A failing run is logged; the next one is the retry. `stopped` ends it between runs.
 */
export function serialJob(name: string, run: () => Promise<void>, { log, stopped }: { log: JobLog; stopped: () => boolean }): SerialJob {
  let running: Promise<void> | null = null;
  let again = false;
  const start = (): Promise<void> => {
    if (stopped()) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await run().catch((error: unknown) => log.error({ err: error, job: name }, "a background job failed"));
      } while (again && !stopped());
    })().finally(() => {
      running = null;
    });
    return running;
  };
  return { start, running: () => running };
}

/** Waits for the runs going on, at most `ms`: what they leave undone is in the database for the next start. */
export async function settle(jobs: SerialJob[], ms: number): Promise<void> {
  const under = jobs.map((job) => job.running()).filter((run) => run !== null);
  let timeout: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(under), new Promise((resolve) => (timeout = setTimeout(resolve, ms)))]);
  clearTimeout(timeout);
}
