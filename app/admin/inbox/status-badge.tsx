import type { MessageStatus } from "../../../vocabulary/contact-keys.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";

const TONE: Record<MessageStatus, string> = {
  new: "bg-amber-100 text-amber-900",
  in_progress: "bg-ocean-50 text-ocean-900",
  answered: "bg-green-100 text-green-900",
};

/** Where staff are with a message, as a coloured label; its word says it without the colour. */
export function StatusBadge({ status }: { status: MessageStatus }) {
  const { t } = useTranslation();
  return <span className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ${TONE[status]}`}>{t(`adminInbox.statuses.${status}`)}</span>;
}
