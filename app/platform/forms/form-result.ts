// The one shape every form action answers with, and what the form kit reads from it. No zod here:
// the back office's forms ship to the browser, and the shape is all they need.
import type { MessageKey, MessageValues, Translate } from "~/platform/i18n/translator.ts";

/**
 * Text for the person at the form: a key of the locales, with values when its text has slots
 * ({{limit}}, a plural's {{count}}). The action names it; the page translates it into its own
 * language when it shows it, so a message is never stored in the language of whoever posted.
 */
export type FormMessage = MessageKey | { key: MessageKey; values: MessageValues };

/** What was typed, field by field, as text, so a refused form comes back as it was sent. Passwords are never sent back. */
export type FormValues<F extends string> = Partial<Record<F, string>>;

export interface FormSuccess<F extends string> {
  ok: true;
  /** What the page says in green; a form may instead say its own success text. */
  notice?: FormMessage;
  /** The values the form shows next (a saved article with its new version); none: the form starts again. */
  values?: FormValues<F>;
}

export interface FormFailure<F extends string> {
  ok: false;
  /** The first problem of each field, said next to it. */
  fieldErrors: Partial<Record<F, FormMessage>>;
  /** A problem of the whole post (rate limit, conflict, outage, wrong credentials), said above the form. */
  formError?: FormMessage;
  values: FormValues<F>;
}

/**
 * What a form action returns, always with the HTTP status of its outcome (4xx on bad input). A form
 * that needs more (the article preview, the sign-in step) adds it beside: `FormResult<F> & { ... }`.
 */
export type FormResult<F extends string = never> = FormSuccess<F> | FormFailure<F>;

export function formSuccess<F extends string = never>(notice?: FormMessage, values?: FormValues<F>): FormSuccess<F> {
  return { ok: true, ...(notice && { notice }), ...(values && { values }) };
}

/** A refusal of the whole post, with the values to show again. */
export function formFailure<F extends string = never>(formError: FormMessage, values: FormValues<F> = {}): FormFailure<F> {
  return { ok: false, fieldErrors: {}, formError, values };
}

export function messageText(t: Translate, message: FormMessage): string {
  return typeof message === "string" ? t(message) : t(message.key, message.values);
}

/** What the kit's fields take from the last result: the control's id and name, what it shows, its error. */
export interface FieldState {
  id: string;
  name: string;
  defaultValue?: string;
  error?: FormMessage;
}

/**
 * The state of each field of a form: the values of the last post when it sent some back, else
 * `initial`; the errors of a refused post. Ids are `<prefix>-<name>` (or the bare name), and the
 * kit derives `<id>-hint` and `<id>-error` from them.
 */
export function fieldsOf<F extends string>(result: FormResult<F> | null | undefined, options: { prefix?: string; initial?: FormValues<F> } = {}): (name: F) => FieldState {
  const values: FormValues<F> = result?.values ?? options.initial ?? {};
  const errors: FormFailure<F>["fieldErrors"] = result && !result.ok ? result.fieldErrors : {};
  return (name) => ({ id: options.prefix ? `${options.prefix}-${name}` : name, name, defaultValue: values[name], error: errors[name] });
}
