import { Languages } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";

/** Said once, in the page header, on a page some of whose words are the French standing in for a translation. */
export function UntranslatedNotice() {
  const { t } = useTranslation();
  return (
    <p data-untranslated className="mt-4 flex max-w-3xl items-start gap-2 rounded-lg bg-white/10 p-3 text-white">
      <Languages aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {t("pageContent.untranslated")}
    </p>
  );
}
