import { CONTACT_SUBJECTS } from "../../../vocabulary/contact-keys.ts";
import type { DepartmentView } from "~/domain/contact/departments.server.ts";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { CONTACT_LIMITS, type ContactField } from "../../domain/messages/contact-fields.ts";
import { SelectField, TextAreaField, TextField } from "~/platform/forms/field.tsx";
import { EMAIL_MAX, PHONE_MAX } from "~/platform/forms/fields.ts";
import { fieldsOf, type FormResult } from "~/platform/forms/form-result.ts";
import { VisitorForm } from "~/platform/forms/visitor-form.tsx";

const FORM_ID = "contact";

export function ContactForm({ departments, result, preselectedSubject }: { departments: DepartmentView[]; result: FormResult<ContactField> | undefined; preselectedSubject: string }) {
  const { t, locale } = useTranslation();
  // After a success the form starts again, empty but for a subject the link chose.
  const field = fieldsOf(result, { prefix: FORM_ID, initial: { subject: preselectedSubject } });
  const labels = (name: ContactField) => ({ field: field(name), label: t(`contact.labels.${name}`), marks: true });
  const messageHint = t("contact.messageHint", { min: formatNumber(CONTACT_LIMITS.messageMin, locale), max: formatNumber(CONTACT_LIMITS.messageMax, locale) });

  return (
    <VisitorForm id={FORM_ID} result={result} success={{ title: t("contact.successTitle"), text: t("contact.successText") }} submit={t("contact.submit")}>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...labels("name")} required autoComplete="name" maxLength={CONTACT_LIMITS.name} />
        <TextField {...labels("email")} type="email" required autoComplete="email" maxLength={EMAIL_MAX} />
        <TextField {...labels("phone")} type="tel" autoComplete="tel" maxLength={PHONE_MAX} />
        <SelectField {...labels("subject")} required>
          {/* The empty first choice is the "nothing chosen" state a required select needs. */}
          <option value="">{t("contact.subjectPlaceholder")}</option>
          {CONTACT_SUBJECTS.map((key) => (
            <option key={key} value={key}>
              {t(`contact.subjects.${key}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField {...labels("department")}>
        <option value="">{t("contact.departmentPlaceholder")}</option>
        {departments.map((department) => (
          <option key={department.id} value={department.id} lang={department.name.lang}>
            {department.name.value}
          </option>
        ))}
      </SelectField>
      <TextAreaField {...labels("message")} required hint={messageHint} rows={6} maxLength={CONTACT_LIMITS.messageMax} />
    </VisitorForm>
  );
}
