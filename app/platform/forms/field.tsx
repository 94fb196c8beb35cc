import { CircleAlert } from "lucide-react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { messageText, type FieldState, type FormMessage } from "./form-result.ts";

// Rendered on the server for public pages (ADR 013): no hook here but the translator's context.

const CONTROL_CLASS =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-ocean-700 aria-[invalid=true]:border-red-700";

interface FieldProps {
  /** From `fieldsOf`: id, name, what the control shows, the error of the last post. */
  field: FieldState;
  label: string;
  hint?: string;
  required?: boolean;
  /**
   * Mark required fields with an asterisk and the others "(optional)". Off on forms whose every
   * field is required (sign-in, a code), where a mark would tell nothing.
   */
  marks?: boolean;
}

/** The attributes that tie a control to its label, hint and error. */
interface ControlProps {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** Label, hint, control and error, tied together by ids; the error is said in the page's language. */
function Field({ field, label, hint, required, marks, children }: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const { t } = useTranslation();
  const { id, name, error } = field;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
        {marks &&
          (required ? (
            // The control's required attribute tells assistive technologies; the asterisk is for the eye.
            <span aria-hidden="true" className="text-red-700"> *</span>
          ) : (
            <span className="font-normal text-slate-700"> {t("forms.optional")}</span>
          ))}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {children({ id, name, required, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error && errorId && <FieldError id={errorId} error={error} />}
    </div>
  );
}

/** A field's error below its control, in the page's language; `id` is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error: FormMessage }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="mt-1 flex items-center gap-1 text-sm font-semibold text-red-700">
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {messageText(t, error)}
    </p>
  );
}

const controlClass = (extra: string | undefined) => (extra ? `${CONTROL_CLASS} ${extra}` : CONTROL_CLASS);

type Native<A> = Omit<A, "id" | "name" | "defaultValue" | "required" | "children">;

export function TextField({ field, label, hint, required, marks, className, ...input }: FieldProps & Native<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field field={field} label={label} hint={hint} required={required} marks={marks}>
      {(control) => <input {...control} {...input} defaultValue={field.defaultValue} className={controlClass(className)} />}
    </Field>
  );
}

export function TextAreaField({ field, label, hint, required, marks, className, ...textarea }: FieldProps & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field field={field} label={label} hint={hint} required={required} marks={marks}>
      {(control) => <textarea {...control} {...textarea} defaultValue={field.defaultValue} className={controlClass(className)} />}
    </Field>
  );
}

/** A select; its options are the children, a first "nothing chosen" option included where the form has one. */
export function SelectField({ field, label, hint, required, marks, children, ...select }: FieldProps & Native<SelectHTMLAttributes<HTMLSelectElement>> & { children: ReactNode }) {
  return (
    <Field field={field} label={label} hint={hint} required={required} marks={marks}>
      {(control) => (
        <select {...control} {...select} defaultValue={field.defaultValue} className={CONTROL_CLASS}>
          {children}
        </select>
      )}
    </Field>
  );
}
