import { data } from "react-router";
import { databaseDown } from "~/platform/services/database-outage.server.ts";
import type { Services } from "~/platform/services/services.ts";
import type { ResultOutcome } from "./result-form.tsx";
import { createResult, updateResult } from "./results.server.ts";
import { parseResult, readResultForm } from "./schema.server.ts";

/**
 * A post that came while the database was down (requireRoleForForm found no user): nothing was
 * checked or saved; the form comes back as it was sent, with the outage said above it.
 */
export async function keepResultForm(request: Request) {
  return data<ResultOutcome>({ status: "unavailable", values: readResultForm(await request.formData()) }, { status: 503 });
}

/**
 * The form's post: 400 with the message of each refused field and what was typed, 404 when the
 * result to update has gone, 500 when the database fails (logged; the visitor gets the generic
 * message, never the database's) or 503 when it is down, both with what was typed; else the
 * success the form announces.
 */
export async function saveResult({ database, log }: Services, request: Request, id: number | null) {
  const db = database.db;
  const values = readResultForm(await request.formData());
  const parsed = parseResult(values);
  if (!parsed.ok) return data<ResultOutcome>({ status: "invalid", values: parsed.values, errors: parsed.errors }, { status: 400 });
  let saved: number | boolean;
  try {
    saved = id === null ? await createResult(db, parsed.row) : await updateResult(db, id, parsed.row);
  } catch (error) {
    log.error({ err: error, id }, "saving a sports result failed");
    if (await databaseDown(database)) return data<ResultOutcome>({ status: "unavailable", values }, { status: 503 });
    return data<ResultOutcome>({ status: "failed", values }, { status: 500 });
  }
  if (saved === false) throw data(null, { status: 404 });
  return data<ResultOutcome>(typeof saved === "number" ? { status: "created", id: saved } : { status: "updated" });
}
