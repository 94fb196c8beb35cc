import { useTranslation } from "~/platform/i18n/translation.tsx";
import { HONEYPOT_FIELD } from "./fields.ts";

/** The trap for robots: out of sight, out of the tab order and hidden from assistive technologies. */
export function Honeypot({ form }: { form: string }) {
  const { t } = useTranslation();
  const id = `${form}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{t("forms.honeypotLabel")}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
