import { useTranslation } from "~/platform/i18n/translation.tsx";
import { ToConfirmMark } from "~/platform/ui/to-confirm-mark.tsx";

/**
 * The one way a page says a fact is not announced yet (issue 21): the organisers' dashboard lists
 * each such field until it is filled in.
 */
export function ToConfirm() {
  const { t } = useTranslation();
  return <ToConfirmMark label={t("pageContent.toConfirm")} />;
}
