import { and, eq, inArray } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Db } from "../../../db/client.ts";
import { contentItems, media } from "../../../db/schema/index.ts";
import { CONTENT_KINDS, type ContentData, type ContentKind } from "../../../vocabulary/content-keys.ts";
import type { SignedInUser } from "~/domain/auth/session.server.ts";
import { createItem, deleteItem, itemLabel, updateItem } from "~/domain/content/content-writes.server.ts";
import { readFormValues, toFormValues, type ContentFormValues, type FieldDef } from "~/domain/content/fields.ts";
import { parseKindItem } from "~/domain/content/item-schema.server.ts";
import { isReferenced } from "~/domain/content/references.server.ts";
import { CONTENT_TYPES } from "~/domain/content/kinds/index.ts";
import { SINGLE_ID, type KindDef } from "~/domain/content/kinds/kind.ts";
import { readItems } from "~/domain/content/store.server.ts";
import { proseHtml } from "~/domain/pages/prose-pages.server.ts";
import { isLocale } from "~/platform/i18n/locales.ts";
import { needsDetails } from "~/domain/media/media.server.ts";
import { formFailure, formSuccess, type FormResult } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { databaseDown } from "~/platform/services/database-outage.server.ts";
import type { Services } from "~/services.server.ts";
import type { ContentPreview } from "./content-preview.ts";

// The back office's content area: any kind's list and form, built from its fields (ADR 027).

/** The kind a URL names, or 404. */
export function kindFrom(param: string | undefined): KindDef {
  if (!(CONTENT_KINDS as readonly string[]).includes(param ?? "")) throw data(null, { status: 404 });
  return CONTENT_TYPES[param as ContentKind];
}

/** The fields of an item still to confirm: those a page marks "to be confirmed" while empty. */
export function fieldsToConfirm(fields: readonly FieldDef[], item: ContentData): string[] {
  return fields.filter((field) => field.confirm && (item[field.name] === undefined || item[field.name] === null)).map((field) => field.name);
}

export interface ItemSummary {
  id: string;
  label: string;
  updatedAt: Date;
  toConfirm: string[];
}

export async function itemSummaries(db: Db, def: KindDef): Promise<ItemSummary[]> {
  return (await readItems(db, def.kind)).map((item) => ({
    id: item.id,
    label: itemLabel(def.kind, item.id, item.data),
    updatedAt: item.updatedAt,
    toConfirm: fieldsToConfirm(def.fields, item.data),
  }));
}

export async function findItem(db: Db, kind: ContentKind, id: string) {
  const [row] = await db.select().from(contentItems).where(and(eq(contentItems.kind, kind), eq(contentItems.id, id)));
  return row;
}

export type ContentFormResult = FormResult<string> & { preview?: ContentPreview };

/** The control a "Preview" button names (`preview:body.en`), when it is one of a markdown field's. */
function previewedControl(fields: readonly FieldDef[], intent: FormDataEntryValue | null) {
  if (typeof intent !== "string" || !intent.startsWith("preview:")) return undefined;
  const control = intent.slice("preview:".length);
  const [name, locale] = control.split(".");
  const field = fields.find((candidate) => candidate.type === "markdown" && candidate.name === name);
  return field && isLocale(locale) ? { control, locale } : undefined;
}

/** The image fields must name library images a visitor may be shown (alt text and credit filled in). */
async function checkImages(db: Db, fields: readonly FieldDef[], item: ContentData): Promise<Record<string, "adminContent.errors.imageMissing">> {
  const named = fields.filter((field) => field.type === "image" && typeof item[field.name] === "number");
  if (named.length === 0) return {};
  const ids = named.map((field) => item[field.name] as number);
  const rows = await db.select().from(media).where(inArray(media.id, ids));
  const usable = new Set(rows.filter((row) => row.kind === "image" && !needsDetails(row)).map((row) => row.id));
  return Object.fromEntries(named.filter((field) => !usable.has(item[field.name] as number)).map((field) => [field.name, "adminContent.errors.imageMissing" as const]));
}

/** The choices fields must name items their kind still has. */
async function checkChoices(db: Db, fields: readonly FieldDef[], item: ContentData): Promise<Record<string, "forms.errors.choice">> {
  const errors: Record<string, "forms.errors.choice"> = {};
  for (const field of fields) {
    if (field.type !== "choices" || !Array.isArray(item[field.name])) continue;
    const known = new Set((await readItems(db, field.of)).map((choice) => choice.id));
    if ((item[field.name] as string[]).some((id) => !known.has(id))) errors[field.name] = "forms.errors.choice";
  }
  return errors;
}

/** What a state names outside its fields, still there: the library images and the other kind's items it picks. */
export async function checkReferences(db: Db, fields: readonly FieldDef[], item: ContentData): Promise<Record<string, "adminContent.errors.imageMissing" | "forms.errors.choice">> {
  return { ...(await checkImages(db, fields, item)), ...(await checkChoices(db, fields, item)) };
}

/** The items a form's choices fields offer, by field: each item's id and name. */
export async function choiceOptions(db: Db, fields: readonly FieldDef[]): Promise<Record<string, { value: string; label: string }[]>> {
  const choices = fields.filter((field) => field.type === "choices");
  return Object.fromEntries(
    await Promise.all(choices.map(async (field) => [field.name, (await readItems(db, field.of)).map((item) => ({ value: item.id, label: itemLabel(field.of, item.id, item.data) }))] as const)),
  );
}

const VERSION = "version";
/** The control of a kind whose id is typed (KindDef.givenId), on a new item's form only. */
const ID_CONTROL = "id";

/** What a post sent for a kind's form, as typed: its fields and, for a kind whose id is typed, that id. */
export function postedValues(def: KindDef, form: FormData): ContentFormValues {
  const values = readFormValues(def.fields, form);
  if (def.givenId) values[ID_CONTROL] = String(form.get(ID_CONTROL) ?? "");
  return values;
}

/** A typed id (in capitals where the kind wants them); or the message said next to its control. */
async function givenId(db: Db, kind: ContentKind, rule: NonNullable<KindDef["givenId"]>, typed: string): Promise<{ id: string } | { error: typeof rule.invalid | "adminContent.errors.idTaken" }> {
  const id = rule.capitals ? typed.trim().toUpperCase() : typed.trim();
  if (id.length > rule.max || !new RegExp(rule.pattern).test(id)) return { error: rule.invalid };
  return (await findItem(db, kind, id)) ? { error: "adminContent.errors.idTaken" } : { id };
}

/** A 403 or 404 thrown on purpose, not a failure. */
export const isRouteResponse = (error: unknown) => error instanceof Response || (typeof error === "object" && error !== null && "init" in error && "data" in error);

/**
 * A form's post: save (create when `id` is null) or delete. 400 with each refused field's message and
 * what was typed, 409 when the item was saved since the form was opened, 404 when it is gone, 503 or
 * 500 (logged) when the database fails, with what was typed.
 */
export async function contentAction({ database, log, changes, content }: Services, request: Request, def: KindDef, id: string | null, user: SignedInUser) {
  const db = database.db;
  const form = await request.formData();
  const values = postedValues(def, form);
  const version = Number(form.get(VERSION));
  values[VERSION] = String(form.get(VERSION) ?? "");
  try {
    const previewed = previewedControl(def.fields, form.get("intent"));
    if (previewed) {
      // Nothing is saved: the text comes back as typed, with what the public page would show for it.
      const html = await proseHtml(content, values[previewed.control] ?? "", previewed.locale);
      return formResponse<ContentFormResult>({ ok: true, values, preview: { control: previewed.control, html } });
    }
    if (form.get("intent") === "delete") {
      // Deleting is for admins only: a moderator edits and adds. A fixed kind's items are the site's pages.
      if (user.role !== "admin" || def.fixed) throw data(null, { status: 403 });
      if (def.single) throw data(null, { status: 404 });
      const row = id === null ? undefined : await findItem(db, def.kind, id);
      if (!row) throw data(null, { status: 404 });
      if (await isReferenced(db, def.kind, row.id)) {
        // The form shows the item as saved, untouched, above it the reason.
        return formResponse<ContentFormResult>(formFailure("adminContent.inUse", { ...toFormValues(def.fields, row.data), [VERSION]: String(row.version) }), { status: 409 });
      }
      if (!(await deleteItem(db, user, def.kind, row.id))) throw data(null, { status: 404 });
      await changes.settled();
      return redirect(`/admin/content/${def.kind}?deleted=${encodeURIComponent(itemLabel(def.kind, row.id, row.data))}`);
    }
    const typedId = id === null && def.givenId ? await givenId(db, def.kind, def.givenId, values[ID_CONTROL] ?? "") : undefined;
    const idErrors = typedId && "error" in typedId ? { [ID_CONTROL]: typedId.error } : {};
    const parsed = parseKindItem(def, values);
    if (!parsed.ok) return formResponse<ContentFormResult>({ ...parsed, fieldErrors: { ...idErrors, ...parsed.fieldErrors }, values });
    const refused = { ...idErrors, ...(await checkReferences(db, def.fields, parsed.data)) };
    if (Object.keys(refused).length > 0) return formResponse<ContentFormResult>({ ok: false, fieldErrors: refused, values });
    if (id === null) {
      if (def.fixed) throw data(null, { status: 404 });
      const created = await createItem(db, user, def.kind, parsed.data, typedId && "id" in typedId ? typedId.id : undefined);
      await changes.settled();
      return redirect(`/admin/content/${def.kind}/${created}?created=1`);
    }
    if (!Number.isSafeInteger(version)) return formResponse<ContentFormResult>(formFailure("adminContent.conflict", values), { status: 409 });
    const outcome = await updateItem(db, user, def.kind, id, version, parsed.data);
    if (outcome === "missing") throw data(null, { status: 404 });
    if (outcome === "conflict") return formResponse<ContentFormResult>(formFailure("adminContent.conflict", values), { status: 409 });
    await changes.settled();
    return formResponse<ContentFormResult>(formSuccess(outcome === "saved" ? "adminContent.updated" : "adminContent.unchanged", { ...values, [VERSION]: String(outcome === "saved" ? version + 1 : version) }));
  } catch (error) {
    if (isRouteResponse(error)) throw error;
    log.error({ err: error, kind: def.kind, id }, "saving content failed");
    if (await databaseDown(database)) return formResponse<ContentFormResult>(formFailure("admin.saveUnavailable", values), { status: 503 });
    return formResponse<ContentFormResult>(formFailure("adminContent.saveFailed", values), { status: 500 });
  }
}

/** A single kind has no list: its one item's form. */
export function singleRedirect(def: KindDef) {
  return def.single ? redirect(`/admin/content/${def.kind}/${SINGLE_ID}`) : null;
}

/** A single kind's one item is neither added to nor deleted: any other address of it is a 404. */
export function singleItemOnly(def: KindDef, id: string | undefined) {
  if (def.single && id !== SINGLE_ID) throw data(null, { status: 404 });
}

/** Every field still to confirm, by kind (and so by public page), for the dashboard. */
export async function stillToConfirm(db: Db) {
  const kinds = await Promise.all(
    CONTENT_KINDS.map(async (kind) => {
      const def = CONTENT_TYPES[kind];
      const items = (await itemSummaries(db, def)).filter((item) => item.toConfirm.length > 0);
      return { kind, pages: def.pages, single: def.single === true, items: items.map(({ id, label, toConfirm }) => ({ id, label, fields: toConfirm })) };
    }),
  );
  return kinds.filter((kind) => kind.items.length > 0);
}
