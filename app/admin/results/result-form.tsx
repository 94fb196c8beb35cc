import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { showToast } from "~/platform/toast/toast.ts";
import { MEDALS } from "../../../db/schema/results-keys.ts";
import type { ResultError, ResultField, ResultValues } from "./schema.server.ts";

// Type-only imports from the server modules: the shapes travel, the code stays on the server.
export type ResultOutcome =
  | { status: "invalid"; values: ResultValues; errors: Partial<Record<ResultField, ResultError>> }
  | { status: "created"; id: number }
  | { status: "updated" }
  | { status: "failed"; values: ResultValues }
  | { status: "unavailable"; values: ResultValues };

interface Option {
  value: string;
  label: string;
}

const LIST_PATH = "/admin/results";
/** docs/SPEC.md section 4: after a creation, back to the list after 2 seconds. */
const RETURN_DELAY_MS = 2000;
const FIELD_ORDER: readonly ResultField[] = ["sport", "event", "athlete", "country", "result", "medal", "date"];
const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-ocean-700 aria-[invalid=true]:border-red-700";

interface ControlProps {
  id: string;
  name: ResultField;
  required?: boolean;
  defaultValue: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  className: string;
}

function Field({
  name,
  required,
  hint,
  values,
  errors,
  children,
}: {
  name: ResultField;
  required?: boolean;
  hint?: string;
  values: ResultValues;
  errors: Partial<Record<ResultField, ResultError>>;
  children: (control: ControlProps) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const id = `result-${name}`;
  const error = errors[name];
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {t(`adminResults.fields.${name}`)}
        {required && (
          <>
            <span aria-hidden="true" className="text-red-700"> *</span>
            <span className="sr-only"> ({t("adminResults.required")})</span>
          </>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {children({ id, name, required, defaultValue: values[name], "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, className: inputClass })}
      {error && (
        <p id={`${id}-error`} className="mt-1 flex items-center gap-1 text-sm font-semibold text-red-700">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {t(`adminResults.errors.${error}`)}
        </p>
      )}
    </div>
  );
}

/** The create and edit form of a sports result: a plain post, so it works without JavaScript. */
export function ResultForm({
  mode,
  initial,
  outcome,
  sports,
  countries,
}: {
  mode: "create" | "edit";
  initial: ResultValues;
  outcome: ResultOutcome | undefined;
  sports: Option[];
  countries: Option[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const values = outcome && "values" in outcome ? outcome.values : initial;
  const errors = outcome?.status === "invalid" ? outcome.errors : {};
  const failure = outcome?.status === "failed" ? "adminResults.saveFailed" : outcome?.status === "unavailable" ? "admin.saveUnavailable" : null;

  useEffect(() => {
    if (!outcome) return;
    if (outcome.status === "created") {
      showToast({ kind: "success", title: t("adminResults.created") });
      const timer = setTimeout(() => navigate(LIST_PATH), RETURN_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (outcome.status === "updated") showToast({ kind: "success", title: t("adminResults.updated") });
    if (failure) showToast({ kind: "error", title: t(failure) });
    if (outcome.status === "invalid") {
      const first = FIELD_ORDER.find((field) => outcome.errors[field]);
      const control = first && formRef.current?.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
    }
  }, [outcome, failure, navigate, t]);

  return (
    <>
      {(outcome?.status === "created" || outcome?.status === "updated") && (
        <p role="status" className="mt-6 flex items-center gap-2 rounded-lg border border-green-700 bg-green-50 p-4 text-green-900">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {t(outcome.status === "created" ? "adminResults.created" : "adminResults.updated")}
          {outcome.status === "created" && (
            <Link to={LIST_PATH} className="ml-auto font-semibold text-ocean-800 underline">
              {t("adminResults.backToList")}
            </Link>
          )}
        </p>
      )}
      {(outcome?.status === "invalid" || failure) && (
        <p role="alert" className="mt-6 flex items-center gap-2 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          {t(failure ?? "adminResults.invalidSummary")}
        </p>
      )}
      <Form ref={formRef} method="post" className="mt-6 grid max-w-2xl gap-5">
        <Field name="sport" required values={values} errors={errors}>
          {(control) => (
            <select {...control}>
              {/* The HTML placeholder option: the browser's required check refuses it. */}
              <option value="" disabled>
                {t("adminResults.chooseSport")}
              </option>
              {sports.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="event" required values={values} errors={errors}>
          {(control) => <input {...control} type="text" maxLength={100} />}
        </Field>
        <Field name="athlete" required values={values} errors={errors}>
          {(control) => <input {...control} type="text" maxLength={100} />}
        </Field>
        <Field name="country" required values={values} errors={errors}>
          {(control) => (
            <select {...control}>
              <option value="" disabled>
                {t("adminResults.chooseCountry")}
              </option>
              {countries.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="result" required hint={t("adminResults.resultHint")} values={values} errors={errors}>
          {(control) => <input {...control} type="text" maxLength={100} />}
        </Field>
        <Field name="medal" values={values} errors={errors}>
          {(control) => (
            <select {...control}>
              <option value="none">{t("adminResults.noMedal")}</option>
              {MEDALS.map((medal) => (
                <option key={medal} value={medal}>
                  {t(`adminResults.medals.${medal}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="date" required values={values} errors={errors}>
          {(control) => <input {...control} type="date" />}
        </Field>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-ocean-800 px-6 py-3 font-semibold text-white hover:bg-ocean-900 disabled:cursor-wait disabled:opacity-80"
          >
            {busy ? t("adminResults.saving") : t(mode === "create" ? "adminResults.create" : "adminResults.update")}
          </button>
          <Link to={LIST_PATH} className="rounded-lg border border-slate-400 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-100">
            {t("adminResults.cancel")}
          </Link>
        </div>
      </Form>
    </>
  );
}
