import { data } from "react-router";
import type { SignedInUser } from "~/domain/auth/session.server.ts";
import { readScheduleCsv, type FileProblem, type RowProblem } from "~/domain/schedule/schedule-csv.server.ts";
import { importSchedule, previewImport, type ImportSummary } from "~/domain/schedule/schedule-import.server.ts";
import { scheduleRefs } from "~/domain/schedule/schedule-input.server.ts";
import type { FormMessage } from "~/platform/forms/form-result.ts";
import { databaseDown } from "~/platform/services/database-outage.server.ts";
import type { Services } from "~/services.server.ts";

/** The most problems a refused file lists: the first ones fixed, the file is sent again. */
export const PROBLEMS_SHOWN = 500;

/** What a post of the import page answers, with its status. */
export type ImportAnswer =
  /** The file has problems: nothing was written. */
  | { stage: "refused"; fileProblems: FileProblem[]; problems: RowProblem[]; total: number }
  /** The dry run of a valid file: what importing it would do, and its text to post back to confirm. */
  | { stage: "ready"; summary: ImportSummary; csv: string }
  | { stage: "imported"; summary: ImportSummary }
  | { stage: "failed"; message: FormMessage };

export function importAnswer(answer: ImportAnswer, status: number) {
  return data(answer, { status });
}

const refused = (fileProblems: FileProblem[], problems: RowProblem[]) =>
  importAnswer({ stage: "refused", fileProblems, problems: problems.slice(0, PROBLEMS_SHOWN), total: fileProblems.length + problems.length }, 400);

/** The file's bytes: the file chosen (the check), or its text posted back (the confirmation). */
async function postedFile(form: FormData, intent: "check" | "import"): Promise<Uint8Array | null> {
  if (intent === "import") {
    const text = form.get("csv");
    return typeof text === "string" ? Buffer.from(text, "utf8") : null;
  }
  const file = form.get("file");
  // No file chosen: the browser still sends the control, with no name and nothing in it.
  if (!(file instanceof File) || (file.name === "" && file.size === 0)) return null;
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * The import page's post. `check` (the file chosen) is a dry run that writes nothing: the file's
 * problems (400), or what importing it would do. `import` posts the checked text back, which is
 * checked again, as anything posted is, and written in one transaction: 400 when it has problems by
 * now, 409 when the schedule changed under it; 500 (logged) or 503 with nothing written.
 */
export async function scheduleImportAction({ database, content, log }: Services, request: Request, actor: SignedInUser) {
  const form = await request.formData();
  const intent = form.get("intent") === "import" ? "import" : "check";
  const bytes = await postedFile(form, intent);
  if (!bytes) return importAnswer({ stage: "failed", message: "adminSchedule.import.noFile" }, 400);
  const read = await readScheduleCsv(bytes, await scheduleRefs(content));
  if (!read.ok) return refused(read.fileProblems, read.problems);
  try {
    if (intent === "check") {
      const plan = await previewImport(database.db, read.events, actor.role);
      if (plan.problems.length > 0) return refused([], plan.problems);
      // Valid UTF-8, as the reading found; the decoder drops a byte order mark.
      return importAnswer({ stage: "ready", summary: plan.summary, csv: new TextDecoder().decode(bytes) }, 200);
    }
    const outcome = await importSchedule(database.db, read.events, actor);
    if (outcome.ok) return importAnswer({ stage: "imported", summary: outcome.summary }, 200);
    if ("problems" in outcome) return refused([], outcome.problems);
    return importAnswer({ stage: "failed", message: "adminSchedule.import.conflict" }, 409);
  } catch (error) {
    log.error({ err: error, intent }, "importing the schedule failed");
    if (await databaseDown(database)) return importAnswer({ stage: "failed", message: "admin.saveUnavailable" }, 503);
    return importAnswer({ stage: "failed", message: "adminSchedule.import.failed" }, 500);
  }
}
