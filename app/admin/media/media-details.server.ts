import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import type { MediaAlt } from "../../../vocabulary/media-keys.ts";
import { keysOf } from "~/domain/media/media-files.ts";
import { deleteMedia, updateMediaDetails, usesOf, type MediaItem, type MediaUse } from "~/domain/media/media.server.ts";
import { fromZodError, readValues } from "~/platform/forms/form-result.server.ts";
import { formSuccess, type FormResult, type FormValues } from "~/platform/forms/form-result.ts";
import { message, requiredText } from "~/platform/forms/form-validation.ts";
import { LOCALES } from "~/platform/i18n/locales.ts";
import type { Storage } from "~/platform/storage/storage.server.ts";
import type { AuditActor } from "~/domain/audit/audit.server.ts";
import { ALT_FIELDS, ALT_MAX, altField, CREDIT_MAX, DETAIL_FIELDS, TITLE_MAX, type DetailField } from "./media-fields.ts";

const optionalText = (max: number) => z.string().trim().max(max, message("forms.errors.tooLong"));
const percent = z
  .string()
  .trim()
  .min(1, message("forms.errors.required"))
  .regex(/^\d{1,3}$/, message("adminMedia.focusInvalid"))
  .transform(Number)
  .refine((value) => value <= 100, message("adminMedia.focusInvalid"));

const detailsSchema = z.object({
  title: requiredText(TITLE_MAX),
  ...Object.fromEntries(ALT_FIELDS.map((field) => [field, optionalText(ALT_MAX)])),
  credit: optionalText(CREDIT_MAX),
  licence: optionalText(CREDIT_MAX),
  focusX: percent,
  focusY: percent,
});

/** What the form shows for a stored item. */
export function detailValues(item: MediaItem): FormValues<DetailField> {
  return {
    title: item.title,
    ...Object.fromEntries(LOCALES.map((locale) => [altField(locale), item.alt[locale] ?? ""])),
    credit: item.credit,
    licence: item.licence,
    focusX: String(Math.round(item.focusX * 100)),
    focusY: String(Math.round(item.focusY * 100)),
  };
}

/** Saves the words and the focal point of an item; a refusal keeps what was typed. */
export async function saveDetails(db: Db, id: number, formData: FormData, actor: AuditActor): Promise<{ result: FormResult<DetailField>; status: number }> {
  const values = readValues(formData, DETAIL_FIELDS);
  const parsed = detailsSchema.safeParse(values);
  if (!parsed.success) return { result: fromZodError(parsed.error, values, "forms.errors.required"), status: 400 };
  const data = parsed.data as Record<string, string | number>;
  const alt: MediaAlt = {};
  for (const locale of LOCALES) {
    const text = data[altField(locale)] as string;
    if (text) alt[locale] = text;
  }
  const found = await updateMediaDetails(db, id, {
    title: parsed.data.title,
    alt,
    credit: parsed.data.credit,
    licence: parsed.data.licence,
    focusX: parsed.data.focusX / 100,
    focusY: parsed.data.focusY / 100,
  }, actor);
  if (!found) return { result: { ok: false, fieldErrors: {}, formError: "adminMedia.notFound", values }, status: 404 };
  return { result: formSuccess("adminMedia.saved"), status: 200 };
}

export type DeleteOutcome = { deleted: true } | { deleted: false; uses: MediaUse[] } | { deleted: false; missing: true };

/**
 * Deletes an item and its files. An item the site shows is deleted only once the places it is shown
 * have been listed to the person deleting and they confirmed (`confirmed`).
 */
export async function deleteItem(db: Db, storage: Storage, item: MediaItem, confirmed: boolean, actor: AuditActor): Promise<DeleteOutcome> {
  const uses = await usesOf(db, item);
  if (uses.length > 0 && !confirmed) return { deleted: false, uses };
  const deleted = await deleteMedia(db, item.id, actor);
  if (!deleted) return { deleted: false, missing: true };
  // The row goes first: a file left behind by a failure here is never shown, a row without files would be.
  await Promise.all(keysOf(deleted).map((key) => storage.delete(key)));
  return { deleted: true };
}
