import type { Db } from "../../../db/client.ts";
import { serialJob, settle, type JobLog } from "~/platform/jobs/serial-job.server.ts";
import { MISSED_AFTER_MS, runDueSchedules } from "./scheduled-publication.server.ts";

/** How often each instance looks for schedules due: a version goes out within this of its time. */
export const SCHEDULE_INTERVAL_MS = 15_000;
const STOP_WAIT_MS = 5000;

export interface ScheduleJobs {
  stop(): Promise<void>;
}

/**
 * Publishes and unpublishes news versions on time: at start (catching up what came due while no
 * server ran, said in the log) and every 15 seconds, in every instance; the database lets one carry
 * each schedule out (scheduled-publication.server.ts).
 */
export function startScheduleJobs({ db, log, clock = () => new Date() }: { db: Db; log: JobLog; clock?: () => Date }): ScheduleJobs {
  let stopped = false;
  const job = serialJob(
    "news schedule",
    async () => {
      const now = clock();
      const changes = await runDueSchedules(db, now);
      for (const change of changes ?? []) {
        const late = now.getTime() - change.dueAt.getTime() > MISSED_AFTER_MS;
        if (late) log.warn({ ...change }, "a news version was scheduled while no server ran: carried out late");
        else log.info({ ...change }, "a scheduled news version carried out");
      }
    },
    { log, stopped: () => stopped },
  );
  const timer = setInterval(() => void job.start(), SCHEDULE_INTERVAL_MS);
  timer.unref();
  void job.start();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await settle([job], STOP_WAIT_MS);
    },
  };
}
