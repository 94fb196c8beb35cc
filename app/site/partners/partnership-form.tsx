import { PARTNERSHIP_CATEGORIES } from "../../../db/schema/contact-keys.ts";
import type { FormMessages } from "~/content/forms/types.ts";
import type { PartnersContent } from "~/content/partners/types.ts";
import { errorMessage, FormOutcome, Honeypot, SelectField, SubmitButton, TextAreaField, TextField } from "~/platform/forms/form-fields.tsx";
import { EMAIL_MAX, PHONE_MAX, type FormResult } from "~/platform/forms/form-types.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { PARTNERSHIP_LIMITS, type PartnershipField } from "./partnership-fields.ts";

const FORM_ID = "partnership";

export function PartnershipForm({
  content,
  categories,
  messages,
  result,
  preselectedCategory,
}: {
  content: PartnersContent["form"];
  categories: PartnersContent["categories"];
  messages: FormMessages;
  result: FormResult<PartnershipField> | undefined;
  preselectedCategory: string;
}) {
  const locale = useLocale();
  const values = result && result.status !== "sent" ? result.values : undefined;
  const errors = result?.status === "invalid" ? result.errors : {};
  const field = (name: PartnershipField) => {
    const error = errors[name];
    return { form: FORM_ID, name, label: content.labels[name], messages, defaultValue: values?.[name] ?? "", error: error && errorMessage(error, messages, locale) };
  };
  // A new key after each success empties the form, and a tier link's category is applied on arrival.

  return (
    <div className="space-y-6">
      <p className="text-slate-700">{messages.requiredHint}</p>
      <FormOutcome result={result} success={{ title: content.successTitle, text: content.successText }} messages={messages} />
      <form method="post" noValidate className="relative space-y-6">
        <Honeypot form={FORM_ID} label={messages.honeypotLabel} />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField {...field("company")} required autoComplete="organization" maxLength={PARTNERSHIP_LIMITS.company} />
          <TextField {...field("contact")} required autoComplete="name" maxLength={PARTNERSHIP_LIMITS.contact} />
          <TextField {...field("email")} type="email" required autoComplete="email" maxLength={EMAIL_MAX} />
          <TextField {...field("phone")} type="tel" autoComplete="tel" maxLength={PHONE_MAX} />
        </div>
        <SelectField
          {...field("category")}
          defaultValue={values?.category ?? preselectedCategory}
          placeholder={content.categoryPlaceholder}
          options={PARTNERSHIP_CATEGORIES.map((key) => ({ value: key, label: categories[key] }))}
        />
        <TextAreaField
          {...field("message")}
          hint={content.messageHint.replace("{{max}}", formatNumber(PARTNERSHIP_LIMITS.message, locale))}
          maxLength={PARTNERSHIP_LIMITS.message}
        />
        <SubmitButton label={content.submit} messages={messages} />
      </form>
    </div>
  );
}
