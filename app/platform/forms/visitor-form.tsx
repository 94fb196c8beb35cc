import { useTranslation } from "~/platform/i18n/translation.tsx";
import { FormAlert, FormNotice } from "./form-alert.tsx";
import type { FormResult } from "./form-result.ts";
import { Honeypot } from "./honeypot.tsx";
import { SubmitButton } from "./submit-button.tsx";

/**
 * The frame of a form a visitor sends to the committee (contact, partnership): the required-fields
 * hint, the success notice and its toast, the alert, the robots' trap and the busy submit button
 * around the form's own fields.
 */
export function VisitorForm<F extends string>({
  id,
  result,
  success,
  submit,
  children,
}: {
  id: string;
  result: FormResult<F> | undefined;
  success: { title: string; text: string };
  submit: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{t("forms.requiredHint")}</p>
      {result?.ok && <FormNotice toast title={success.title} text={success.text} />}
      <FormAlert result={result} summary="forms.invalidSummary" />
      <form method="post" noValidate className="relative space-y-6">
        <Honeypot form={id} />
        {children}
        <SubmitButton label={submit} busyLabel={t("forms.sending")} />
      </form>
    </div>
  );
}
