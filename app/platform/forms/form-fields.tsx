import { CircleAlert, CircleCheck } from "lucide-react";
import type { FormMessages } from "~/content/forms/types.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { busySubmit } from "~/platform/behaviours/busy-form.behaviour.ts";
import { PageToast } from "~/platform/toast/toaster.tsx";
import { HONEYPOT_FIELD, type FieldError, type FormResult } from "./form-types.ts";

const inputClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-ocean-700 aria-[invalid=true]:border-red-700 border-slate-400";

export function errorMessage(error: FieldError, messages: FormMessages, locale: Locale): string {
  const text = messages.errors[error.code];
  return error.limit === undefined ? text : text.replace("{{limit}}", formatNumber(error.limit, locale));
}

interface FieldProps {
  form: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  required?: boolean;
  messages: FormMessages;
}

/** Label, hint and error around a control, with the ids that tie them together. */
function Field({ form, name, label, error, hint, required, messages, children }: Omit<FieldProps, "defaultValue"> & { children: (aria: ControlAria) => React.ReactNode }) {
  const id = `${form}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700"> *</span>
        ) : (
          <span className="font-normal text-slate-700"> {messages.optional}</span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {children({ id, name, required, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error && (
        <p id={errorId} className="mt-1 flex items-center gap-1 text-sm font-semibold text-red-700">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

interface ControlAria {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export function TextField({ type = "text", autoComplete, maxLength, ...props }: FieldProps & { type?: "text" | "email" | "tel"; autoComplete: string; maxLength: number }) {
  return (
    <Field {...props}>
      {(aria) => <input {...aria} type={type} autoComplete={autoComplete} maxLength={maxLength} defaultValue={props.defaultValue} className={inputClass} />}
    </Field>
  );
}

export function TextAreaField({ maxLength, ...props }: FieldProps & { maxLength: number }) {
  return (
    <Field {...props}>
      {(aria) => <textarea {...aria} rows={6} maxLength={maxLength} defaultValue={props.defaultValue} className={inputClass} />}
    </Field>
  );
}

export function SelectField({ options, placeholder, ...props }: FieldProps & { options: { value: string; label: string }[]; placeholder: string }) {
  return (
    <Field {...props}>
      {(aria) => (
        <select {...aria} defaultValue={props.defaultValue} className={inputClass}>
          {/* The empty first choice is the "nothing chosen" state a required select needs. */}
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The trap for robots: out of sight, out of the tab order and hidden from assistive technologies. */
export function Honeypot({ form, label }: { form: string; label: string }) {
  const id = `${form}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * The outcome of the last post, in the page itself so that it shows without JavaScript: a status
 * after success, an alert for errors. With JavaScript the success also raises a toast, and the first
 * field in error receives the focus (app/platform/behaviours).
 */
export function FormOutcome<F extends string>({
  result,
  success,
  messages,
}: {
  result: FormResult<F> | undefined;
  success: { title: string; text: string };
  messages: FormMessages;
}) {
  const locale = useLocale();
  const { title, text } = success;
  if (result?.status === "sent") {
    return (
      <div role="status" className="flex gap-3 rounded-lg border border-green-700 bg-green-50 p-4 text-green-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong className="block">{title}</strong>
          {text}
        </p>
        <PageToast message={{ kind: "success", title, description: text }} />
      </div>
    );
  }
  if (result?.status === "invalid" || result?.status === "rate-limited") {
    const message =
      result.status === "invalid"
        ? messages.invalidSummary
        : messages.rateLimited.replace(
            "{{delay}}",
            formatNumber(Math.ceil(result.retryAfterSeconds / 60), locale, { style: "unit", unit: "minute", unitDisplay: "long" }),
          );
    return (
      <div role="alert" className="flex gap-3 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{message}</p>
      </div>
    );
  }
  return null;
}

export function SubmitButton({ label, messages }: { label: string; messages: FormMessages }) {
  return (
    <button
      type="submit"
      {...busySubmit.attrs({ busyLabel: messages.sending })}
      className="rounded-lg bg-ocean-800 px-6 py-3 font-semibold text-white hover:bg-ocean-900 aria-disabled:cursor-wait aria-disabled:opacity-80"
    >
      {label}
    </button>
  );
}

