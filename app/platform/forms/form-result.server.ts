import { data } from "react-router";
import type { z } from "zod";
import { fr } from "~/locales/fr.ts";
import type { MessageKey } from "~/platform/i18n/translator.ts";
import type { FormFailure, FormMessage, FormResult, FormValues } from "./form-result.ts";

type Tree = { [key: string]: string | Tree };

/** Every message key with its French text: French is the source, and every locale has the same slots. */
function flatten(tree: Tree, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const SOURCE = flatten(fr, "", new Map());

/**
 * The message of a zod issue: schemas name a message key as each rule's error. A length rule's bound
 * goes with it when the message says it ({{limit}}); an issue with no key of ours (a rule that forgot
 * its message) reads as `fallback`.
 */
function issueMessage(issue: z.core.$ZodIssue, fallback: MessageKey): FormMessage {
  const text = SOURCE.get(issue.message);
  if (text === undefined) return fallback;
  const key = issue.message as MessageKey;
  const bound = issue.code === "too_small" ? issue.minimum : issue.code === "too_big" ? issue.maximum : undefined;
  return bound !== undefined && /{{\s*limit\b/.test(text) ? { key, values: { limit: Number(bound) } } : key;
}

/**
 * The refusal of a post that failed its schema: the first problem of each field (the one to fix
 * first), the values as typed. A problem of no field (a schema over one value, a rule on the whole
 * form) is the form's error.
 */
export function fromZodError<F extends string>(error: z.ZodError, values: FormValues<F>, fallback: MessageKey): FormFailure<F> {
  const failure: FormFailure<F> = { ok: false, fieldErrors: {}, values };
  for (const issue of error.issues) {
    const field = issue.path[0] as F | undefined;
    if (field === undefined) failure.formError ??= issueMessage(issue, fallback);
    else failure.fieldErrors[field] ??= issueMessage(issue, fallback);
  }
  return failure;
}

/** The submitted text of each field, missing ones as "", so a refused form can be shown again as typed. */
export function readValues<F extends string>(formData: FormData, fields: readonly F[]): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const field of fields) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** A result as the action's answer: 200 or 400 unless the outcome has its own status (401, 409, 429, 503...). */
export function formResponse<R extends FormResult<string>>(result: R, init: { status?: number; headers?: HeadersInit } = {}) {
  return data(result, { status: init.status ?? (result.ok ? 200 : 400), headers: init.headers });
}
