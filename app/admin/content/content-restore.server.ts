import { isDeepStrictEqual } from "node:util";
import { data, redirect } from "react-router";
import { z } from "zod";
import type { ContentData } from "../../../vocabulary/content-keys.ts";
import type { SignedInUser } from "~/domain/auth/session.server.ts";
import { itemLabel, undeleteItem, updateItem } from "~/domain/content/content-writes.server.ts";
import { toFormValues } from "~/domain/content/fields.ts";
import { parseKindItem } from "~/domain/content/item-schema.server.ts";
import type { KindDef } from "~/domain/content/kinds/kind.ts";
import { deletedItems, listRevisions } from "~/domain/content/revisions.server.ts";
import { formFailure, formSuccess, type FormResult } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { databaseDown } from "~/platform/services/database-outage.server.ts";
import { formatList } from "~/platform/i18n/format.ts";
import type { Translator } from "~/platform/i18n/translator.ts";
import type { Services } from "~/services.server.ts";
import { checkReferences, findItem, isRouteResponse } from "./content-admin.server.ts";

// Putting an earlier state of a content item back: from its history, or from its kind's deleted items.

export const revisionIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
const historySchema = z.object({ intent: z.literal("restore"), revision: revisionIdSchema, version: z.coerce.number().int().nonnegative().max(2_147_483_647).optional() });
const listSchema = z.object({ intent: z.literal("restore"), id: z.string().min(1).max(200) });

type Answer = ReturnType<typeof formResponse<FormResult>>;

const refuse = (result: FormResult, status: number): Answer => formResponse<FormResult>(result, { status });

/**
 * The refusal of an old state, naming its fields as the form labels them (in the form's order): the
 * editor reads it where the page says it, even in the toast that hides the page's top.
 */
function refusal(def: KindDef, names: string[], { t, locale }: Translator) {
  const labels = def.fields.filter((field) => names.includes(field.name)).map((field) => t(`adminContent.fields.${def.kind}.${field.name}` as "adminContent.fields.venues.name"));
  return refuse(formFailure({ key: "adminContent.restoreInvalid", values: { fields: formatList(labels, locale) } }), 400);
}

/**
 * An old state checked as a save is, against the kind's fields and checks as they are today (a field may
 * have become required, a choice may be gone, an image may have left the library, a venue a sport picked
 * may be deleted): what to store, or the fields refused.
 */
async function checkedState(db: Services["database"]["db"], def: KindDef, state: ContentData): Promise<{ ok: true; data: ContentData } | { ok: false; fields: string[] }> {
  const parsed = parseKindItem(def, toFormValues(def.fields, state));
  if (!parsed.ok) return { ok: false, fields: Object.keys(parsed.fieldErrors).map((control) => control.split(".")[0]!) };
  // A value the form reads differently (a field whose type changed since) would be altered or dropped without a word.
  const altered = def.fields.filter((field) => !isDeepStrictEqual(parsed.data[field.name], state[field.name])).map((field) => field.name);
  const refused = [...altered, ...Object.keys(await checkReferences(db, def.fields, parsed.data))];
  if (refused.length > 0) return { ok: false, fields: refused };
  return { ok: true, data: parsed.data };
}

async function guarded<T>(services: Services, def: KindDef, id: string, write: () => Promise<T>): Promise<T | Answer> {
  try {
    return await write();
  } catch (error) {
    if (isRouteResponse(error)) throw error;
    services.log.error({ err: error, kind: def.kind, id }, "restoring content failed");
    if (await databaseDown(services.database)) return refuse(formFailure("admin.saveUnavailable"), 503);
    return refuse(formFailure("adminContent.saveFailed"), 500);
  }
}

/**
 * A revision of the history page put back: over the item when it exists (unless it was saved since
 * the page was opened: 409), else the item brought back under its id. 400 when today's fields refuse
 * the old state, 404 when the revision is not one of the item's.
 */
export async function restoreFromHistory(services: Services, translator: Translator, request: Request, def: KindDef, id: string, user: SignedInUser) {
  const posted = historySchema.safeParse(Object.fromEntries(await request.formData()));
  if (!posted.success) return refuse(formFailure("adminContent.invalidRequest"), 400);
  return guarded(services, def, id, async () => {
    const db = services.database.db;
    const revision = (await listRevisions(db, def.kind, id)).find((candidate) => candidate.id === posted.data.revision);
    if (!revision) throw data(null, { status: 404 });
    if (!revision.data) return refuse(formFailure("adminContent.restoreDeletion"), 400);
    const checked = await checkedState(db, def, revision.data);
    if (!checked.ok) return refusal(def, checked.fields, translator);
    const row = await findItem(db, def.kind, id);
    if (!row) {
      if (!(await undeleteItem(db, user, def.kind, id, checked.data))) return refuse(formFailure("adminContent.restoreTaken"), 409);
    } else {
      const { version } = posted.data;
      if (version === undefined) return refuse(formFailure("adminContent.conflict"), 409);
      const outcome = await updateItem(db, user, def.kind, id, version, checked.data, "restore");
      if (outcome === "missing") throw data(null, { status: 404 });
      if (outcome === "conflict") return refuse(formFailure("adminContent.conflict"), 409);
      if (outcome === "unchanged") return formResponse<FormResult>(formSuccess("adminContent.unchanged"));
    }
    await services.changes.settled();
    return formResponse<FormResult>(formSuccess("adminContent.restored"));
  });
}

/** A deleted item of the list brought back with its last state, at the end of the list. */
export async function restoreDeleted(services: Services, translator: Translator, request: Request, def: KindDef, user: SignedInUser) {
  const posted = listSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!posted.success) return refuse(formFailure("adminContent.invalidRequest"), 400);
  const { id } = posted.data;
  return guarded(services, def, id, async () => {
    const db = services.database.db;
    const item = (await deletedItems(db, def.kind)).find((candidate) => candidate.id === id);
    if (!item) throw data(null, { status: 404 });
    const checked = await checkedState(db, def, item.data);
    if (!checked.ok) return refusal(def, checked.fields, translator);
    if (!(await undeleteItem(db, user, def.kind, id, checked.data))) return refuse(formFailure("adminContent.restoreTaken"), 409);
    await services.changes.settled();
    return redirect(`/admin/content/${def.kind}?restored=${encodeURIComponent(itemLabel(def.kind, id, checked.data))}`);
  });
}
