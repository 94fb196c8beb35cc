import { TAHITI_TIME_ZONE } from "../../../vocabulary/tahiti-time.ts";
import type { InboxMessage } from "~/domain/messages/inbox.server.ts";
import { senderLocale } from "~/domain/messages/inbox-mail.server.ts";
import { topicLabels, type TopicNames } from "~/domain/messages/topics.server.ts";
import { toCsv } from "~/platform/csv/csv.ts";
import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import { LOCALE_NAMES, type Locale } from "~/platform/i18n/locales.ts";

/** The list separator of the spreadsheets of each language: a semicolon where the decimal separator is a comma. */
const DELIMITER: Record<Locale, "," | ";"> = { fr: ";", es: ";", pt: ";", en: ",", zh: ",", ja: "," };

const TAHITI_MINUTE = new Intl.DateTimeFormat("en-CA", { timeZone: TAHITI_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "2027-03-14 08:05" in Tahiti: a spreadsheet reads it as a date and time in any language. */
export function tahitiDateTime(date: Date): string {
  const part = Object.fromEntries(TAHITI_MINUTE.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** The export's file name, dated in Tahiti. */
export const inboxCsvName = (now: Date) => `tahiti2027-messages-${tahitiDateTime(now).slice(0, 10)}.csv`;

/** The messages as a CSV file in the admin's language (`topics` in it): one row each, everything the visitor sent and where staff are with it. */
export function inboxCsv(messages: readonly InboxMessage[], locale: Locale, topics: TopicNames): string {
  const { t } = translatorFor(locale);
  const field = (name: "kind" | "id" | "received" | "status" | "assignee" | "name" | "company" | "email" | "phone" | "subject" | "department" | "category" | "language" | "message") => t(`adminInbox.fields.${name}`);
  const header = [field("kind"), field("id"), field("received"), field("status"), field("assignee"), field("name"), field("company"), field("email"), field("phone"), field("subject"), field("department"), field("category"), field("language"), field("message")];
  const rows = messages.map((message) => {
    const labels = topicLabels(message, topics);
    return [
      t(`adminInbox.kinds.${message.kind}`),
      message.id,
      tahitiDateTime(message.createdAt),
      t(`adminInbox.statuses.${message.status}`),
      message.assignee,
      message.name,
      message.company,
      message.email,
      message.phone,
      labels.subject,
      labels.department,
      labels.category,
      LOCALE_NAMES[senderLocale(message)],
      message.message,
    ];
  });
  return toCsv([header, ...rows], DELIMITER[locale]);
}
