import { CONTACT_DEPARTMENTS, CONTACT_SUBJECTS } from "../../../db/schema/contact-keys.ts";
import type { ContactContent } from "~/content/contact/types.ts";
import type { FormMessages } from "~/content/forms/types.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { CONTACT_LIMITS, type ContactField } from "./contact-fields.ts";
import { errorMessage, FormOutcome, Honeypot, SelectField, SubmitButton, TextAreaField, TextField } from "~/platform/forms/form-fields.tsx";
import { EMAIL_MAX, PHONE_MAX, type FormResult } from "~/platform/forms/form-types.ts";

const FORM_ID = "contact";

export function ContactForm({
  content,
  subjects,
  departments,
  messages,
  result,
  preselectedSubject,
}: {
  content: ContactContent["form"];
  subjects: ContactContent["subjects"];
  departments: ContactContent["departments"];
  messages: FormMessages;
  result: FormResult<ContactField> | undefined;
  preselectedSubject: string;
}) {
  const locale = useLocale();
  const values = result && result.status !== "sent" ? result.values : undefined;
  const errors = result?.status === "invalid" ? result.errors : {};
  const field = (name: ContactField) => {
    const error = errors[name];
    return { form: FORM_ID, name, label: content.labels[name], messages, defaultValue: values?.[name] ?? "", error: error && errorMessage(error, messages, locale) };
  };
  // A new key after each success empties the form, with or without JavaScript.
  const messageHint = content.messageHint
    .replace("{{min}}", formatNumber(CONTACT_LIMITS.messageMin, locale))
    .replace("{{max}}", formatNumber(CONTACT_LIMITS.messageMax, locale));

  return (
    <div className="space-y-6">
      <p className="text-slate-700">{messages.requiredHint}</p>
      <FormOutcome result={result} success={{ title: content.successTitle, text: content.successText }} messages={messages} />
      <form method="post" noValidate className="relative space-y-6">
        <Honeypot form={FORM_ID} label={messages.honeypotLabel} />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField {...field("name")} required autoComplete="name" maxLength={CONTACT_LIMITS.name} />
          <TextField {...field("email")} type="email" required autoComplete="email" maxLength={EMAIL_MAX} />
          <TextField {...field("phone")} type="tel" autoComplete="tel" maxLength={PHONE_MAX} />
          <SelectField
            {...field("subject")}
            defaultValue={values?.subject ?? preselectedSubject}
            required
            placeholder={content.subjectPlaceholder}
            options={CONTACT_SUBJECTS.map((key) => ({ value: key, label: subjects[key] }))}
          />
        </div>
        <SelectField
          {...field("department")}
          placeholder={content.departmentPlaceholder}
          options={CONTACT_DEPARTMENTS.map((key) => ({ value: key, label: departments[key].name }))}
        />
        <TextAreaField {...field("message")} required hint={messageHint} maxLength={CONTACT_LIMITS.messageMax} />
        <SubmitButton label={content.submit} messages={messages} />
      </form>
    </div>
  );
}
