import { Form } from "react-router";
import type { ContentKind } from "../../../db/schema/content-keys.ts";
import type { ContentFormValues, FieldDef } from "~/domain/content/fields.ts";
import type { FormResult } from "~/platform/forms/form-result.ts";
import { FieldError, SelectField, TextAreaField, TextField } from "~/platform/forms/field.tsx";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { fieldsOf, messageText, type FieldState } from "~/platform/forms/form-result.ts";
import { buttonClass, SubmitButton } from "~/platform/forms/submit-button.tsx";
import { LOCALE_NAMES, LOCALES } from "~/platform/i18n/locales.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useFocusFirstError, useResultToast, useSubmitting } from "~/admin/layout/form-hooks.ts";
import type { ImageChoice } from "~/admin/media/image-choice.ts";
import { LibraryImageField } from "~/admin/media/library-image-field.tsx";
import { EMAIL_MARK } from "~/domain/pages/markdown-marks.ts";
import { ProseBody } from "~/site/legal/prose-body.tsx";
import type { ContentPreview } from "./content-preview.ts";

interface ContentFormProps {
  kind: ContentKind;
  fields: readonly FieldDef[];
  /** A new item of a kind whose id is typed (a delegation's code): its control, first. */
  givenId?: { max: number };
  /** The item as saved (with its version), or nothing for a new one. */
  initial: ContentFormValues;
  result: (FormResult<string> & { preview?: ContentPreview }) | undefined;
  images: ImageChoice[];
  /** The items each choices field offers, by field name. */
  choices: Record<string, { value: string; label: string }[]>;
  /** Said on arrival after a redirect (the item was just created). */
  notice?: "adminContent.created";
}

/** Any kind's form, one control per field and language, posted as a plain form (works without JavaScript). */
export function ContentForm({ kind, fields, givenId, initial, result, images, choices, notice }: ContentFormProps) {
  const { t } = useTranslation();
  const busy = useSubmitting("save");
  const form = useFocusFirstError(result);
  const field = fieldsOf<string>(result, { prefix: "content", initial });
  useResultToast(result, notice);
  const shownNotice = result?.ok ? result.notice : notice;
  return (
    <>
      {shownNotice && <FormNotice text={messageText(t, shownNotice)} className="mt-6 max-w-5xl" />}
      <FormAlert result={result} summary="adminContent.invalidSummary" className="mt-6 max-w-5xl" />
      <Form ref={form} method="post" className="mt-6 grid max-w-5xl gap-6">
        <input type="hidden" name="version" value={field("version").defaultValue ?? ""} />
        {/* Enter in a one-line field saves: a form's first submit button is its default, and the previews come before Save. */}
        {fields.some((def) => def.type === "markdown") && <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-label={t("adminContent.save")} />}
        <p className="text-sm text-slate-700">{t("forms.requiredHint")}</p>
        {givenId && (
          <TextField field={field("id")} label={t(`adminContent.fields.${kind}.id` as "adminContent.fields.delegations.id")} marks required type="text" maxLength={givenId.max} autoCapitalize="characters" className="max-w-xs" />
        )}
        {fields.map((def) => (
          <ContentField key={def.name} kind={kind} def={def} field={field} images={images} choices={choices[def.name] ?? []} preview={result?.preview} />
        ))}
        <div>
          <SubmitButton name="intent" value="save" label={t("adminContent.save")} busyLabel={t("forms.sending")} busy={busy} />
        </div>
      </Form>
    </>
  );
}

function ContentField({
  kind,
  def,
  field,
  images,
  choices,
  preview,
}: {
  kind: ContentKind;
  def: FieldDef;
  field: (name: string) => FieldState;
  images: ImageChoice[];
  choices: { value: string; label: string }[];
  preview?: ContentPreview;
}) {
  const { t } = useTranslation();
  const label = t(`adminContent.fields.${kind}.${def.name}` as "adminContent.fields.venues.name");
  const required = "required" in def && def.required === true;
  const base = { label, marks: true, required };
  switch (def.type) {
    case "text":
      return <TextField {...base} field={field(def.name)} type="text" maxLength={def.max} />;
    case "email":
      return <TextField {...base} field={field(def.name)} type="email" maxLength={320} />;
    case "url":
      return <TextField {...base} field={field(def.name)} type="url" maxLength={500} />;
    case "integer":
      return <TextField {...base} field={field(def.name)} type="number" inputMode="numeric" min={def.min} max={def.max} step={1} />;
    case "date":
      return <TextField {...base} field={field(def.name)} type="date" />;
    case "datetime":
      return <TextField {...base} field={field(def.name)} type="datetime-local" hint={t("adminContent.datetimeHint")} />;
    case "select": {
      const words = (option: string) => (def.labelled ? t(`adminContent.options.${kind}.${def.name}.${option}` as "adminContent.options.accreditation.access.apply") : option);
      return (
        <SelectField {...base} field={field(def.name)}>
          <option value="">{def.labelled ? words("none") : "—"}</option>
          {def.options.map((option) => (
            <option key={option} value={option}>
              {words(option)}
            </option>
          ))}
        </SelectField>
      );
    }
    case "checkbox": {
      const state = field(def.name);
      return (
        <div className="flex items-center gap-2">
          <input id={state.id} name={state.name} type="checkbox" defaultChecked={Boolean(state.defaultValue)} className="size-5 accent-ocean-700" />
          <label htmlFor={state.id} className="font-semibold text-slate-900">
            {label}
          </label>
        </div>
      );
    }
    case "choices": {
      const state = field(def.name);
      const chosen = new Set((state.defaultValue ?? "").split("\n"));
      return (
        <fieldset aria-describedby={state.error ? `${state.id}-error` : undefined}>
          <legend className="font-semibold text-slate-900">
            {label} <span className="font-normal text-slate-700">{t("forms.optional")}</span>
          </legend>
          {state.error && <FieldError id={`${state.id}-error`} error={state.error} />}
          <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {choices.map((choice) => (
              <li key={choice.value} className="flex items-center gap-2">
                <input id={`${state.id}-${choice.value}`} name={state.name} value={choice.value} type="checkbox" defaultChecked={chosen.has(choice.value)} className="size-5 accent-ocean-700" />
                <label htmlFor={`${state.id}-${choice.value}`}>{choice.label}</label>
              </li>
            ))}
          </ul>
        </fieldset>
      );
    }
    case "image":
      return <LibraryImageField field={field(def.name)} choices={images} label={label} hint={t("adminContent.imageHint")} dialogTitle={label} />;
    case "coordinates":
      return (
        <fieldset>
          <legend className="font-semibold text-slate-900">
            {label} <span className="font-normal text-slate-700">{t("forms.optional")}</span>
          </legend>
          <p className="mt-1 text-sm text-slate-700">{t("adminContent.coordinatesHint")}</p>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <TextField field={field(`${def.name}.lat`)} label={t("adminContent.latitude")} type="text" inputMode="decimal" maxLength={20} />
            <TextField field={field(`${def.name}.lon`)} label={t("adminContent.longitude")} type="text" inputMode="decimal" maxLength={20} />
          </div>
        </fieldset>
      );
    case "markdown":
      return <MarkdownField def={def} label={label} required={required} field={field} preview={preview} />;
    case "localized":
    case "localizedList": {
      const list = def.type === "localizedList";
      const multiline = list || def.multiline === true;
      return (
        <fieldset className="rounded-lg border border-slate-300 p-4">
          <LanguagesLegend label={label} required={required} />
          <p className="text-sm text-slate-700">
            {t("adminContent.languagesHint")}
            {list && ` ${t("adminContent.listHint")}`}
          </p>
          <div className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {LOCALES.map((locale) => {
              const control = { field: field(`${def.name}.${locale}`), label: LOCALE_NAMES[locale], lang: locale, marks: required && locale === "fr", required: required && locale === "fr" };
              return multiline ? (
                <TextAreaField key={locale} {...control} rows={4} maxLength={list ? undefined : def.max} />
              ) : (
                <TextField key={locale} {...control} type="text" maxLength={def.max} />
              );
            })}
          </div>
        </fieldset>
      );
    }
  }
}

/** The name of a field whose six languages sit side by side: marked required, or said optional. */
function LanguagesLegend({ label, required }: { label: string; required: boolean }) {
  const { t } = useTranslation();
  return (
    <legend className="px-1 font-semibold text-slate-900">
      {label}
      {required ? <span aria-hidden="true" className="text-red-700"> *</span> : <span className="font-normal text-slate-700"> {t("forms.optional")}</span>}
    </legend>
  );
}

/**
 * Six languages of Markdown side by side, each with a "Preview" button: a post of the form (nothing
 * saved) whose answer shows, under that language, what the public page will render.
 */
function MarkdownField({ def, label, required, field, preview }: { def: FieldDef & { type: "markdown" }; label: string; required: boolean; field: (name: string) => FieldState; preview?: ContentPreview }) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-lg border border-slate-300 p-4">
      <LanguagesLegend label={label} required={required} />
      <p className="text-sm text-slate-700">
        {t("adminContent.languagesHint")} {t("adminContent.markdownHint", { mark: EMAIL_MARK })}
      </p>
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        {LOCALES.map((locale) => {
          const control = `${def.name}.${locale}`;
          const shown = preview?.control === control ? preview : undefined;
          const previewId = `content-${control}-preview`;
          return (
            <div key={locale} className="min-w-0">
              <TextAreaField field={field(control)} label={LOCALE_NAMES[locale]} lang={locale} marks={required && locale === "fr"} required={required && locale === "fr"} rows={14} maxLength={def.max} className="font-mono text-sm" />
              <button type="submit" name="intent" value={`preview:${control}`} formNoValidate aria-controls={shown ? previewId : undefined} className={`mt-2 ${buttonClass({ variant: "quiet" })}`}>
                {t("adminContent.previewOf", { language: LOCALE_NAMES[locale] })}
              </button>
              {shown && (
                <section id={previewId} aria-labelledby={`${previewId}-title`} tabIndex={-1} className="mt-3 overflow-x-auto rounded-xl border border-dashed border-ocean-700 p-4">
                  {/* Not a heading: the page's own h2s follow inside, as on the public page under its h1. */}
                  <p id={`${previewId}-title`} className="text-sm font-semibold uppercase tracking-wide text-ocean-800">{t("adminContent.previewTitle", { language: LOCALE_NAMES[locale] })}</p>
                  {shown.html ? (
                    // The server rendered and sanitised this HTML as the public page does.
                    <ProseBody html={shown.html} lang={locale} className="mt-2" />
                  ) : (
                    <p className="mt-2 text-slate-700">{t("adminContent.previewEmpty")}</p>
                  )}
                </section>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
