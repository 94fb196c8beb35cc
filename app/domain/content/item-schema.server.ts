import { LRUCache } from "lru-cache";
import { z } from "zod";
import type { FormFailure, FormMessage } from "~/platform/forms/form-result.ts";
import { message } from "~/platform/forms/form-validation.ts";
import { fromZodError } from "~/platform/forms/form-result.server.ts";
import { fromTahitiWallClock } from "../../../vocabulary/tahiti-time.ts";
import { isCalendarDate } from "~/platform/i18n/calendar-date.ts";
import type { ContentData } from "../../../vocabulary/content-keys.ts";
import { controlNames, type ContentFormValues, type FieldDef } from "./fields.ts";
import type { KindDef } from "./kinds/kind.ts";

// The server's checks of a content item, built from its kind's fields: every write goes through them,
// whatever sent it (the form, the seed).

const REQUIRED = message("forms.errors.required");

/** Blank is "no value" (undefined); else the given check applies. */
function blankOr(schema: z.ZodType, required: boolean | undefined): z.ZodType {
  const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
  return required ? z.preprocess(blank, z.custom((value) => value !== undefined, REQUIRED).pipe(schema)) : z.preprocess(blank, schema.optional());
}

const trimmed = (max: number) => z.string().trim().max(max, message("forms.errors.tooLong"));

function controlSchema(field: FieldDef, control: string): z.ZodType {
  switch (field.type) {
    case "text":
      return blankOr(trimmed(field.max), field.required);
    case "localized":
    case "markdown":
      return blankOr(trimmed(field.max), field.required && control.endsWith(".fr"));
    case "localizedList":
      return z
        .string()
        .transform((text) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean))
        .pipe(z.array(z.string().max(field.max, message("forms.errors.tooLong"))).max(50, message("adminContent.errors.tooManyLines")))
        .transform((lines) => (lines.length > 0 ? lines : undefined));
    case "integer":
      return blankOr(
        z.coerce
          .number(message("adminContent.errors.integer"))
          .int(message("adminContent.errors.integer"))
          .min(field.min, message("adminContent.errors.tooSmall"))
          .max(field.max, message("adminContent.errors.tooBig")),
        field.required,
      );
    case "date":
      return blankOr(z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, message("adminContent.errors.date")).refine(isCalendarDate, message("adminContent.errors.date")), field.required);
    case "datetime":
      return blankOr(z.string().trim().refine((value) => fromTahitiWallClock(value) !== null, message("adminContent.errors.datetime")), field.required);
    case "select":
      return blankOr(z.string().pipe(z.enum(field.options as [string, ...string[]], message("forms.errors.choice"))), field.required);
    case "checkbox":
      return z.string().transform((value) => (value === "" ? undefined : true));
    case "url":
      return blankOr(
        z
          .string()
          .trim()
          .max(500, message("forms.errors.tooLong"))
          .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), message("adminContent.errors.url")),
        field.required,
      );
    case "email":
      return blankOr(z.string().trim().max(320, message("forms.errors.tooLong")).pipe(z.email(message("forms.errors.email"))), field.required);
    case "coordinates":
      return control.endsWith(".lat")
        ? blankOr(z.coerce.number(message("adminContent.errors.latitude")).min(-90, message("adminContent.errors.latitude")).max(90, message("adminContent.errors.latitude")), false)
        : blankOr(z.coerce.number(message("adminContent.errors.longitude")).min(-180, message("adminContent.errors.longitude")).max(180, message("adminContent.errors.longitude")), false);
    case "image":
      return blankOr(z.coerce.number(message("forms.errors.choice")).int(message("forms.errors.choice")).positive(message("forms.errors.choice")), field.required);
    case "choices":
      // Which ids exist is the database's to say (the form's post checks them against the kind's items).
      return z
        .string()
        .transform((text) => [...new Set(text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean))])
        .pipe(z.array(z.string().max(60, message("forms.errors.choice"))).max(100, message("forms.errors.choice")))
        .transform((ids) => (ids.length > 0 ? ids : undefined));
  }
}

// Building a control's schema costs far more than running it, and the schedule's CSV import checks
// thousands of rows against the same fields: each schema is built once per field definition.
const schemas = new LRUCache<string, z.ZodType>({ max: 1000 });

function schemaOf(field: FieldDef, control: string): z.ZodType {
  const key = `${control}\u0000${JSON.stringify(field)}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = controlSchema(field, control);
    schemas.set(key, schema);
  }
  return schema;
}

/** A control's first problem, as a message of ours (a line of a list's problem is the control's). */
function firstProblem(error: z.ZodError): FormMessage {
  const whole = new z.ZodError(error.issues.map((issue) => ({ ...issue, path: [] })));
  return fromZodError(whole, {}, "forms.errors.required").formError ?? "forms.errors.required";
}

export type ParsedItem = { ok: true; data: ContentData } | FormFailure<string>;

/**
 * Checks what a form sent against the kind's fields: the item's data, or the first problem of each
 * control (a language of a translatable field, a coordinate) with the values as typed.
 */
export function parseItem(fields: readonly FieldDef[], values: ContentFormValues): ParsedItem {
  const data: ContentData = {};
  const fieldErrors: Record<string, FormMessage> = {};
  for (const field of fields) {
    const parts: Record<string, unknown> = {};
    for (const control of controlNames(field)) {
      const parsed = schemaOf(field, control).safeParse(values[control] ?? "");
      if (!parsed.success) {
        fieldErrors[control] = firstProblem(parsed.error);
        continue;
      }
      if (parsed.data !== undefined) parts[control.slice(field.name.length + 1) || "value"] = parsed.data;
    }
    if (field.type === "coordinates") {
      const complete = "lat" in parts && "lon" in parts;
      if (!complete && Object.keys(parts).length > 0) fieldErrors[`${field.name}.${"lat" in parts ? "lon" : "lat"}`] ??= "adminContent.errors.coordinatesPair";
      if (complete) data[field.name] = { lat: parts.lat, lon: parts.lon };
    } else if (field.type === "localized" || field.type === "localizedList" || field.type === "markdown") {
      // A translation without its French has nothing to fall back on: the French is asked for.
      if (Object.keys(parts).length > 0 && !("fr" in parts)) fieldErrors[`${field.name}.fr`] ??= "adminContent.errors.frenchFirst";
      else if ("fr" in parts) data[field.name] = parts;
    } else if ("value" in parts) {
      data[field.name] = parts.value;
    }
  }
  for (const field of fields) {
    if (field.type !== "date" || !field.notBefore) continue;
    const [day, start] = [data[field.name], data[field.notBefore]];
    if (typeof day === "string" && typeof start === "string" && day < start) fieldErrors[field.name] ??= "adminContent.errors.beforeStart";
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors, values } : { ok: true, data };
}

/** An item of a kind as a form post sends it: its fields' checks, then the kind's own. */
export function parseKindItem(def: Pick<KindDef, "fields" | "check">, values: ContentFormValues): ParsedItem {
  const parsed = parseItem(def.fields, values);
  if (!parsed.ok || !def.check) return parsed;
  const fieldErrors = def.check(parsed.data);
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors, values } : parsed;
}
