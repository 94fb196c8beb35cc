import { TextAreaField, TextField } from "~/platform/forms/field.tsx";
import type { FieldState } from "~/platform/forms/form-result.ts";
import { LOCALE_NAMES, LOCALES } from "~/platform/i18n/locales.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";

/** The name of a field whose six languages sit side by side: marked required, or said optional. */
export function LanguagesLegend({ label, required }: { label: string; required: boolean }) {
  const { t } = useTranslation();
  return (
    <legend className="px-1 font-semibold text-slate-900">
      {label}
      {required ? <span aria-hidden="true" className="text-red-700"> *</span> : <span className="font-normal text-slate-700"> {t("forms.optional")}</span>}
    </legend>
  );
}

interface LanguagesFieldProps {
  /** The field's name: its controls are `{name}.{locale}`. */
  name: string;
  label: string;
  required: boolean;
  field: (name: string) => FieldState;
  /** Each language's limit; none for a list, whose limit is per line. */
  max?: number;
  multiline?: boolean;
  /** Said after the languages hint (a list's "one item per line", what the field is for). */
  hint?: string;
}

/** A translatable text: its six languages side by side, each control marked with its `lang`, French required when the field is. */
export function LanguagesField({ name, label, required, field, max, multiline, hint }: LanguagesFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-lg border border-slate-300 p-4">
      <LanguagesLegend label={label} required={required} />
      <p className="text-sm text-slate-700">
        {t("adminContent.languagesHint")}
        {hint && ` ${hint}`}
      </p>
      <div className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {LOCALES.map((locale) => {
          const control = { field: field(`${name}.${locale}`), label: LOCALE_NAMES[locale], lang: locale, marks: required && locale === "fr", required: required && locale === "fr" };
          return multiline ? <TextAreaField key={locale} {...control} rows={4} maxLength={max} /> : <TextField key={locale} {...control} type="text" maxLength={max} />;
        })}
      </div>
    </fieldset>
  );
}
