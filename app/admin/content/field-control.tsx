import type { FieldDef } from "~/domain/content/fields.ts";
import { FieldError, SelectField, TextAreaField, TextField } from "~/platform/forms/field.tsx";
import type { FieldState } from "~/platform/forms/form-result.ts";
import { buttonClass } from "~/platform/forms/submit-button.tsx";
import { LOCALE_NAMES, LOCALES } from "~/platform/i18n/locales.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { LanguagesField, LanguagesLegend } from "~/admin/layout/languages-field.tsx";
import type { ImageChoice } from "~/admin/media/image-choice.ts";
import { LibraryImageField } from "~/admin/media/library-image-field.tsx";
import { EMAIL_MARK } from "~/domain/pages/markdown-marks.ts";
import { ProseBody } from "~/platform/ui/prose-body.tsx";
import type { ContentPreview } from "./content-preview.ts";

/**
 * One field's controls, as its type wants them; any form described by fields uses it (content kinds,
 * the schedule). `optionLabel` names a labelled select's choices (and its empty one, `none`);
 * `choices` are the items a choices field offers, or a select's when its options are ids to name.
 */
export function FieldControl({
  def,
  label,
  optionLabel,
  field,
  images = [],
  choices = [],
  preview,
  hint,
}: {
  def: FieldDef;
  label: string;
  optionLabel?: (option: string) => string;
  field: (name: string) => FieldState;
  images?: ImageChoice[];
  choices?: { value: string; label: string }[];
  preview?: ContentPreview;
  /** What the field is for, said under its label. */
  hint?: string;
}) {
  const { t } = useTranslation();
  const required = "required" in def && def.required === true;
  const base = { label, marks: true, required, hint };
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
      return <TextField {...base} field={field(def.name)} type="datetime-local" hint={hint ?? t("adminContent.datetimeHint")} />;
    case "select": {
      const words = (option: string) => (def.labelled && optionLabel ? optionLabel(option) : option);
      const options = choices.length > 0 ? choices : def.options.map((option) => ({ value: option, label: words(option) }));
      return (
        <SelectField {...base} field={field(def.name)}>
          <option value="">{optionLabel && (def.labelled || choices.length > 0) ? optionLabel("none") : "—"}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
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
          {hint && <p className="mt-1 text-sm text-slate-700">{hint}</p>}
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
      return (
        <LanguagesField name={def.name} label={label} required={required} field={field} max={list ? undefined : def.max} multiline={list || def.multiline === true} hint={list ? t("adminContent.listHint") : hint} />
      );
    }
  }
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
