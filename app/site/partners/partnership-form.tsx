import { PARTNERSHIP_CATEGORIES } from "../../../vocabulary/contact-keys.ts";
import { SelectField, TextAreaField, TextField } from "~/platform/forms/field.tsx";
import { EMAIL_MAX, PHONE_MAX } from "~/platform/forms/fields.ts";
import { fieldsOf, type FormResult } from "~/platform/forms/form-result.ts";
import { VisitorForm } from "~/platform/forms/visitor-form.tsx";
import { formatNumber } from "~/platform/i18n/format.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { PARTNERSHIP_LIMITS, type PartnershipField } from "../../domain/messages/partnership-fields.ts";

const FORM_ID = "partnership";

export function PartnershipForm({
  result,
  preselectedCategory,
}: {
  result: FormResult<PartnershipField> | undefined;
  preselectedCategory: string;
}) {
  const { t, locale } = useTranslation();
  // After a success the form starts again, empty but for the category of the tier link followed.
  const field = fieldsOf(result, { prefix: FORM_ID, initial: { category: preselectedCategory } });
  const labels = (name: PartnershipField) => ({ field: field(name), label: t(`partners.form.labels.${name}`), marks: true });

  return (
    <VisitorForm id={FORM_ID} result={result} success={{ title: t("partners.form.successTitle"), text: t("partners.form.successText") }} submit={t("partners.form.submit")}>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...labels("company")} required autoComplete="organization" maxLength={PARTNERSHIP_LIMITS.company} />
        <TextField {...labels("contact")} required autoComplete="name" maxLength={PARTNERSHIP_LIMITS.contact} />
        <TextField {...labels("email")} type="email" required autoComplete="email" maxLength={EMAIL_MAX} />
        <TextField {...labels("phone")} type="tel" autoComplete="tel" maxLength={PHONE_MAX} />
      </div>
      <SelectField {...labels("category")}>
        <option value="">{t("partners.form.categoryPlaceholder")}</option>
        {PARTNERSHIP_CATEGORIES.map((key) => (
          <option key={key} value={key}>
            {t(`partners.categories.${key}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        {...labels("message")}
        hint={t("partners.form.messageHint", { max: formatNumber(PARTNERSHIP_LIMITS.message, locale) })}
        rows={6}
        maxLength={PARTNERSHIP_LIMITS.message}
      />
    </VisitorForm>
  );
}
