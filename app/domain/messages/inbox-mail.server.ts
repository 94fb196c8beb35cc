import { RESPONSE_TIMES } from "~/domain/contact/facts.ts";
import { TAHITI_TIME_ZONE } from "../../../vocabulary/tahiti-time.ts";
import type { DepartmentEmails } from "~/platform/config/env.server.ts";
import { formatDate, formatNumber } from "~/platform/i18n/format.ts";
import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, type Locale } from "~/platform/i18n/locales.ts";
import type { Translate } from "~/platform/i18n/translator.ts";
import type { Mail } from "~/platform/mail/mailer.server.ts";
import type { InboxMessage } from "./inbox.server.ts";
import { inboxPath } from "./inbox-urls.ts";
import { subjectName, topicLabels, type TopicNames } from "./topics.server.ts";

/** What the mails of a message say: what the visitor sent, without how staff handle it. */
export type SentMessage = Pick<InboxMessage, "kind" | "id" | "createdAt" | "name" | "company" | "email" | "phone" | "subject" | "department" | "category" | "message" | "language">;

export interface InboxAddresses {
  /** The general contact address: INBOX_EMAIL, else the committee's public address (the event's facts). */
  general: string;
  /** Departments with an address of their own: the one the organisers gave it, else INBOX_DEPARTMENT_EMAILS'. */
  departments: DepartmentEmails;
}

/** Who hears of a message: its department's address, partnership requests the partnerships department's, else the general one. */
export function teamAddress(message: Pick<SentMessage, "kind" | "department">, addresses: InboxAddresses): string {
  const department = message.kind === "partnership" ? "partnerships" : message.department;
  return (department && addresses.departments[department]) || addresses.general;
}

/** The language to answer a message in: the page's it was sent from. */
export function senderLocale(message: Pick<SentMessage, "language">): Locale {
  return isLocale(message.language) ? message.language : DEFAULT_LOCALE;
}

/** A header holds one line; a visitor's name may have been typed with line breaks. */
const oneLine = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The subject of the acknowledgement, which a reply from staff answers ("Re: ...") in the sender's language. */
export function acknowledgementSubject(message: Pick<SentMessage, "kind" | "language">): string {
  const { t } = translatorFor(senderLocale(message));
  return t(message.kind === "contact" ? "inboxMail.ackSubjectContact" : "inboxMail.ackSubjectPartnership");
}

const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: "long", timeStyle: "short", timeZone: TAHITI_TIME_ZONE };

function detailLines(message: SentMessage, t: Translate, names: TopicNames): string[] {
  const line = (label: Parameters<Translate>[0], value: string | null) => t("inboxMail.line", { label: t(label), value: value || t("inboxMail.notSpecified") });
  const labels = topicLabels(message, names);
  const sender =
    message.kind === "contact"
      ? [line("adminInbox.fields.name", message.name)]
      : [line("adminInbox.fields.company", message.company), line("adminInbox.fields.contact", message.name)];
  const topics = message.kind === "contact" ? [line("adminInbox.fields.subject", labels.subject), line("adminInbox.fields.department", labels.department)] : [line("adminInbox.fields.category", labels.category)];
  return [
    ...sender,
    line("adminInbox.fields.email", message.email),
    line("adminInbox.fields.phone", message.phone),
    ...topics,
    line("adminInbox.fields.language", LOCALE_NAMES[senderLocale(message)]),
  ];
}

/**
 * The mail that tells the team a message arrived: everything the visitor sent and the page to handle
 * it on, in French (the committee's language, `topics` in French). Replying to it writes to the visitor.
 */
export function notificationMail(message: SentMessage, options: { addresses: InboxAddresses; publicUrl: string; topics: TopicNames }): Mail {
  const locale = DEFAULT_LOCALE;
  const { t } = translatorFor(locale);
  const date = formatDate(message.createdAt, locale, DATE_AND_TIME);
  const contact = message.kind === "contact";
  const subject = contact
    ? t("inboxMail.notifySubjectContact", { subject: topicLabels(message, options.topics).subject ?? "", name: oneLine(message.name) })
    : t("inboxMail.notifySubjectPartnership", { company: oneLine(message.company ?? "") });
  const text = [
    t(contact ? "inboxMail.notifyIntroContact" : "inboxMail.notifyIntroPartnership", { date }),
    "",
    ...detailLines(message, t, options.topics),
    "",
    t("inboxMail.line", { label: t("adminInbox.fields.message"), value: "" }).trimEnd(),
    message.message || t("adminInbox.noMessage"),
    "",
    t("inboxMail.notifyReply"),
    t("inboxMail.notifyOpen"),
    `${options.publicUrl}${inboxPath(message)}`,
  ].join("\n");
  return { to: teamAddress(message, options.addresses), replyTo: message.email, subject, text };
}

/**
 * The mail that tells the visitor their message arrived, in the language of the page they wrote
 * from. It repeats nothing they typed: anyone can put someone else's address in the form, and the
 * site must not carry their words to it. Replying to it writes to the team.
 */
export function acknowledgementMail(message: SentMessage, options: { addresses: InboxAddresses }): Mail {
  const locale = senderLocale(message);
  const { t } = translatorFor(locale);
  const date = formatDate(message.createdAt, locale, { dateStyle: "long", timeZone: TAHITI_TIME_ZONE });
  const received =
    message.kind === "contact"
      ? [
          t("inboxMail.ackContact", { date, subject: message.subject ? subjectName(message.subject, locale) : "" }),
          "",
          t("inboxMail.ackResponseTimes"),
          ...RESPONSE_TIMES.map((time) => `- ${t("inboxMail.line", { label: t(`contact.responseTimes.${time.key}`), value: formatNumber(time.value, locale, { style: "unit", unit: time.unit, unitDisplay: "long" }) })}`),
        ]
      : [t("inboxMail.ackPartnership", { date })];
  const text = [t("mail.greeting"), "", ...received, "", t("inboxMail.ackReply"), "", t("inboxMail.ackNotYou"), "", t("inboxMail.signature")].join("\n");
  return { to: message.email, replyTo: teamAddress(message, options.addresses), subject: acknowledgementSubject(message), text };
}
