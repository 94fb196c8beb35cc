import type { Db } from "../../../db/client.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import type { Mailer } from "~/platform/mail/mailer.server.ts";
import { sendDueMails, type MailDispatchOptions } from "./mail-dispatch.server.ts";
import { purgeExpiredMessages } from "./retention.server.ts";
import { purgeExpiredAudit } from "~/domain/audit/retention.server.ts";
import { serialJob, settle, type JobLog } from "~/platform/jobs/serial-job.server.ts";

/** How often each instance looks for mails to retry, and for messages past their retention. */
export const MAIL_INTERVAL_MS = 60_000;
export const PURGE_INTERVAL_MS = 60 * 60_000;
/** How long closing waits for mails being sent: the rest are sent again later, from the database. */
const STOP_WAIT_MS = 5000;

export interface InboxJobs {
  /** A message was just stored: send its mails now rather than at the next round. */
  messageStored(): void;
  stop(): Promise<void>;
}

/**
 * The inbox's work in the server process: its mails, at once for a new message and every minute for
 * those to retry, and the retention purge, at start and every hour. Every instance runs both; the
 * database makes that safe (a mail's lease, a DELETE that is the same run twice).
 */
export function startInboxJobs(options: { db: Db; mailer: Mailer; content: ContentStore; addresses: MailDispatchOptions["addresses"]; publicUrl: string; log: JobLog; clock?: () => Date }): InboxJobs {
  const { db, log, clock = () => new Date() } = options;
  let stopped = false;
  const serialised = (name: string, run: () => Promise<void>) => serialJob(name, run, { log, stopped: () => stopped });

  const mails = serialised("mail", async () => {
    await sendDueMails(options, clock());
  });
  const purge = serialised("purge", async () => {
    const deleted = await purgeExpiredMessages(db, clock());
    if (deleted.contact + deleted.partnership > 0) log.info(deleted, "messages past the privacy policy's retention deleted");
    // The audit log ends at the same date, for the same policy (ADR 025): one hourly purge for both.
    const entries = await purgeExpiredAudit(db, clock());
    if (entries > 0) log.info({ entries }, "audit log entries past the privacy policy's retention deleted");
  });
  const timers = [setInterval(() => void mails.start(), MAIL_INTERVAL_MS), setInterval(() => void purge.start(), PURGE_INTERVAL_MS)];
  for (const timer of timers) timer.unref();
  void mails.start();
  void purge.start();

  return {
    messageStored: () => void mails.start(),
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await settle([mails, purge], STOP_WAIT_MS);
    },
  };
}
