import { data } from "react-router";
import type { Services } from "~/features/server/services.ts";
import type { ResultOutcome } from "./result-form.tsx";
import { createResult, updateResult } from "./results.server.ts";
import { parseResult, readResultForm } from "./schema.server.ts";

/**
 * The form's post: 400 with the message of each refused field and what was typed, 404 when the
 * result to update has gone, 500 when the database fails (logged; the visitor gets the generic
 * message, never the database's), else the success the form announces.
 */
export async function saveResult({ database, log }: Services, request: Request, id: number | null) {
  const db = database.db;
  const parsed = parseResult(readResultForm(await request.formData()));
  if (!parsed.ok) return data<ResultOutcome>({ status: "invalid", values: parsed.values, errors: parsed.errors }, { status: 400 });
  let saved: number | boolean;
  try {
    saved = id === null ? await createResult(db, parsed.row) : await updateResult(db, id, parsed.row);
  } catch (error) {
    log.error({ err: error, id }, "saving a sports result failed");
    return data<ResultOutcome>({ status: "failed" }, { status: 500 });
  }
  if (saved === false) throw data(null, { status: 404 });
  return data<ResultOutcome>(typeof saved === "number" ? { status: "created", id: saved } : { status: "updated" });
}
