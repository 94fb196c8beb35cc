import { useEffect } from "react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { Form, Link, useNavigate } from "react-router";
import { MEDALS } from "../../../vocabulary/results-keys.ts";
import { SelectField, TextField } from "~/platform/forms/field.tsx";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { fieldsOf, messageText, type FormValues } from "~/platform/forms/form-result.ts";
import { useFocusFirstError, useResultToast, useSubmitting } from "~/admin/layout/form-hooks.ts";
import { buttonClass, SubmitButton } from "~/platform/forms/submit-button.tsx";
import type { ResultField, ResultFormResult } from "./schema.server.ts";

interface Option {
  value: string;
  label: string;
}

const LIST_PATH = "/admin/results";
/** docs/SPEC.md section 4: after a creation, back to the list after 2 seconds. */
const RETURN_DELAY_MS = 2000;

/** The create and edit form of a sports result: a plain post, so it works without JavaScript. */
export function ResultForm({
  mode,
  initial,
  result,
  sports,
  countries,
}: {
  mode: "create" | "edit";
  initial: FormValues<ResultField>;
  result: ResultFormResult | undefined;
  sports: Option[];
  countries: Option[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const busy = useSubmitting();
  const form = useFocusFirstError(result);
  const field = fieldsOf(result, { prefix: "result", initial });
  const labels = (name: ResultField) => ({ field: field(name), label: t(`adminResults.fields.${name}`), marks: true });
  const notice = result?.ok ? result.notice : undefined;
  const created = Boolean(result?.ok && mode === "create");

  useResultToast(result);
  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate(LIST_PATH), RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [created, result, navigate]);

  return (
    <>
      {notice && (
        <FormNotice text={messageText(t, notice)} className="mt-6 max-w-2xl">
          {created && (
            <Link to={LIST_PATH} className="font-semibold text-ocean-800 underline">
              {t("adminResults.backToList")}
            </Link>
          )}
        </FormNotice>
      )}
      <FormAlert result={result} summary="adminResults.invalidSummary" className="mt-6 max-w-2xl" />
      <Form ref={form} method="post" className="mt-6 grid max-w-2xl gap-5">
        <SelectField {...labels("sport")} required>
          {/* The HTML placeholder option: the browser's required check refuses it. */}
          <option value="" disabled>
            {t("adminResults.chooseSport")}
          </option>
          {sports.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField {...labels("event")} required type="text" maxLength={100} />
        <TextField {...labels("athlete")} required type="text" maxLength={100} />
        <SelectField {...labels("country")} required>
          <option value="" disabled>
            {t("adminResults.chooseCountry")}
          </option>
          {countries.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField {...labels("result")} required hint={t("adminResults.resultHint")} type="text" maxLength={100} />
        <SelectField {...labels("medal")}>
          <option value="none">{t("adminResults.noMedal")}</option>
          {MEDALS.map((medal) => (
            <option key={medal} value={medal}>
              {t(`adminResults.medals.${medal}`)}
            </option>
          ))}
        </SelectField>
        <TextField {...labels("date")} required type="date" />
        <div className="flex flex-wrap gap-3">
          <SubmitButton label={t(mode === "create" ? "adminResults.create" : "adminResults.update")} busyLabel={t("adminResults.saving")} busy={busy} />
          <Link to={LIST_PATH} className={buttonClass({ variant: "quiet" })}>
            {t("adminResults.cancel")}
          </Link>
        </div>
      </Form>
    </>
  );
}
