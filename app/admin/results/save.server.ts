import { data } from "react-router";
import { formFailure, formSuccess } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { databaseDown } from "~/platform/services/database-outage.server.ts";
import type { Services } from "~/services.server.ts";
import type { AuditActor } from "~/domain/audit/audit.server.ts";
import { delegationsIn } from "~/domain/delegations/public-delegations.server.ts";
import { sportsIn } from "~/domain/sports/public-sports.server.ts";
import { createResult, updateResult } from "./results.server.ts";
import { parseResult, readResultForm, type ResultFormResult } from "./schema.server.ts";

/**
 * A post that came while the database was down (requireRoleForForm found no user): nothing was
 * checked or saved; the form comes back as it was sent, with the outage said above it.
 */
export async function keepResultForm(request: Request) {
  return formResponse<ResultFormResult>(formFailure("admin.saveUnavailable", readResultForm(await request.formData())), { status: 503 });
}

/**
 * The form's post: 400 with the message of each refused field and what was typed, 404 when the
 * result to update has gone, 500 when the database fails (logged; the visitor gets the generic
 * message, never the database's) or 503 when it is down, both with what was typed; else the
 * success the form announces.
 */
export async function saveResult({ database, log, content }: Services, request: Request, id: number | null, actor: AuditActor) {
  const db = database.db;
  const values = readResultForm(await request.formData());
  const [delegations, sports] = await Promise.all([delegationsIn(content, "fr"), sportsIn(content, "fr")]);
  const parsed = parseResult(values, [...delegations.byCode.keys()], [...sports.bySlug.keys()]);
  if (!parsed.ok) return formResponse<ResultFormResult>(parsed);
  let saved: number | boolean;
  try {
    saved = id === null ? await createResult(db, parsed.row, actor) : await updateResult(db, id, parsed.row, actor);
  } catch (error) {
    log.error({ err: error, id }, "saving a sports result failed");
    if (await databaseDown(database)) return formResponse<ResultFormResult>(formFailure("admin.saveUnavailable", values), { status: 503 });
    return formResponse<ResultFormResult>(formFailure("adminResults.saveFailed", values), { status: 500 });
  }
  if (saved === false) throw data(null, { status: 404 });
  return formResponse<ResultFormResult>(formSuccess(id === null ? "adminResults.created" : "adminResults.updated"));
}
