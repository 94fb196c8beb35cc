import { Mail, MailCheck, MailWarning } from "lucide-react";
import { data, Form, Link } from "react-router";
import { MESSAGE_KINDS, MESSAGE_STATUSES, type MessageKind } from "../../../vocabulary/contact-keys.ts";
import { parseRowId } from "../../../db/row-id.ts";
import type { Route } from "./+types/inbox-message.route";
import { useFocusFirstError, useResultToast, useSubmitting } from "~/admin/layout/form-hooks.ts";
import { requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { acknowledgementSubject, senderLocale } from "~/domain/messages/inbox-mail.server.ts";
import { findMessage, listStaff } from "~/domain/messages/inbox.server.ts";
import { topicLabels, topicNames } from "~/domain/messages/topics.server.ts";
import { SelectField } from "~/platform/forms/field.tsx";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { fieldsOf, formFailure, messageText } from "~/platform/forms/form-result.ts";
import { buttonClass, SubmitButton } from "~/platform/forms/submit-button.tsx";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { LOCALE_NAMES } from "~/platform/i18n/locales.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";
import { handlingValues, saveHandling, type HandlingField } from "./handling.server.ts";
import { StatusBadge } from "./status-badge.tsx";
import { ItemError } from "~/admin/layout/item-error.tsx";

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "long", timeStyle: "short", timeZone: "Pacific/Tahiti" };

const isKind = (value: string | undefined): value is MessageKind => (MESSAGE_KINDS as readonly (string | undefined)[]).includes(value);

/** The message an address names (/admin/inbox/contact/12), or a 404 for anything else. */
async function messageOf(context: Route.LoaderArgs["context"], params: Route.LoaderArgs["params"]) {
  const id = parseRowId(params.id);
  const { database } = context.get(servicesContext);
  const item = isKind(params.kind) && id !== null ? await findMessage(database.db, params.kind, id) : undefined;
  if (!item) throw data(null, { status: 404 });
  return item;
}

/** A mail link to the sender, with the subject of their acknowledgement in their language, so the answer joins its thread. */
function replyHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, STAFF);
  const item = await messageOf(context, params);
  const { database, content } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const title = item.kind === "contact" ? t("adminInbox.titleContact", { name: item.name }) : t("adminInbox.titlePartnership", { company: item.company ?? "" });
  return {
    item: {
      kind: item.kind,
      createdAt: item.createdAt,
      name: item.name,
      company: item.company,
      email: item.email,
      phone: item.phone,
      message: item.message,
      language: senderLocale(item),
      status: item.status,
      assigneeId: item.assigneeId,
      assignee: item.assignee,
      notifiedAt: item.notifiedAt,
      acknowledgedAt: item.acknowledgedAt,
      mailsPending: item.mailDueAt !== null,
      // Stored before the inbox sent mail: nothing was ever attempted.
      neverMailed: item.mailAttempts === 0 && item.mailDueAt === null,
    },
    topics: topicLabels(item, await topicNames(content, context.get(localeContext))),
    reply: replyHref(item.email, acknowledgementSubject(item)),
    staff: await listStaff(database.db),
    values: handlingValues(item),
    heading: title,
    title: `${title} — ${t("adminInbox.listTitle")} — ${t("admin.metaTitle")}`,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireRole(request, context, STAFF);
  const item = await messageOf(context, params);
  const { database } = context.get(servicesContext);
  const formData = await request.formData();
  if (formData.get("intent") !== "handle") return formResponse(formFailure("admin.invalidRequest"), { status: 400 });
  const { result, status } = await saveHandling(database.db, item, await listStaff(database.db), formData, user);
  return formResponse(result, { status });
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}

function MailState({ done, pending, sentKey, pendingKey, failedKey }: { done: Date | null; pending: boolean; sentKey: "adminInbox.notifiedOn" | "adminInbox.acknowledgedOn"; pendingKey: "adminInbox.notifyPending" | "adminInbox.acknowledgePending"; failedKey: "adminInbox.notifyFailed" | "adminInbox.acknowledgeFailed" }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (done) {
    return (
      <li className="flex gap-2 text-slate-800">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
        {t(sentKey, { date: formatDate(done, locale, DATE_TIME) })}
      </li>
    );
  }
  return (
    <li className={`flex gap-2 ${pending ? "text-slate-800" : "font-semibold text-amber-900"}`}>
      <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {t(pending ? pendingKey : failedKey)}
    </li>
  );
}

export default function InboxMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { item, topics, reply, staff, values, heading } = loaderData;
  const field = fieldsOf<HandlingField>(actionData, { prefix: "handling", initial: values });
  const saving = useSubmitting("handle");
  useResultToast(actionData);
  const form = useFocusFirstError(actionData);
  const notSpecified = <span className="text-slate-600">{t("inboxMail.notSpecified")}</span>;
  // Someone who has it but is no longer on the staff stays a choice, so that saving a status keeps them.
  const assignees = item.assigneeId && !staff.some((member) => member.id === item.assigneeId) ? [...staff, { id: item.assigneeId, name: item.assignee ?? item.assigneeId, email: "" }] : staff;
  return (
    <>
      <p>
        <Link to="/admin/inbox" className="font-semibold text-ocean-700 underline hover:text-ocean-900">{t("adminInbox.backToList")}</Link>
      </p>
      <h1 className="mt-4 break-words text-3xl font-bold text-ocean-900">{heading}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-3 text-slate-700">
        <StatusBadge status={item.status} />
        <span>{t(`adminInbox.kinds.${item.kind}`)}</span>
        <span>{t("adminInbox.receivedOn", { date: formatDate(item.createdAt, locale, DATE_TIME) })}</span>
      </p>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <section aria-labelledby="message-title">
          <h2 id="message-title" className="text-xl font-bold text-slate-900">{t("adminInbox.fields.message")}</h2>
          <div lang={item.language} className="mt-3 whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-4 text-slate-900">
            {item.message || <span lang={locale} className="text-slate-600">{t("adminInbox.noMessage")}</span>}
          </div>
          <dl className="mt-6">
            {item.company !== null && <Detail label={t("adminInbox.fields.company")}>{item.company}</Detail>}
            <Detail label={t(item.kind === "contact" ? "adminInbox.fields.name" : "adminInbox.fields.contact")}>{item.name}</Detail>
            <Detail label={t("adminInbox.fields.email")}>
              <a href={`mailto:${item.email}`} className="text-ocean-700 underline hover:text-ocean-900">{item.email}</a>
            </Detail>
            <Detail label={t("adminInbox.fields.phone")}>
              {item.phone ? <a href={`tel:${item.phone.replace(/[^\d+]/g, "")}`} className="text-ocean-700 underline hover:text-ocean-900">{item.phone}</a> : notSpecified}
            </Detail>
            {item.kind === "contact" && <Detail label={t("adminInbox.fields.subject")}>{topics.subject ?? notSpecified}</Detail>}
            {item.kind === "contact" && <Detail label={t("adminInbox.fields.department")}>{topics.department ?? notSpecified}</Detail>}
            {item.kind === "partnership" && <Detail label={t("adminInbox.fields.category")}>{topics.category ?? notSpecified}</Detail>}
            <Detail label={t("adminInbox.fields.language")}>
              <span lang={item.language}>{LOCALE_NAMES[item.language]}</span>
            </Detail>
          </dl>
          <p className="mt-6">
            <a href={reply} aria-describedby="reply-hint" className={`${buttonClass()} inline-flex items-center gap-2`}>
              <Mail aria-hidden="true" className="size-5" />
              {t("adminInbox.reply")}
            </a>
          </p>
          <p id="reply-hint" className="mt-2 text-sm text-slate-700">
            {t("adminInbox.replyHint", { language: LOCALE_NAMES[item.language] })}
          </p>
        </section>

        <div className="space-y-8">
          <section aria-labelledby="handling-title" className="rounded-xl border border-slate-200 p-5">
            <h2 id="handling-title" className="text-xl font-bold text-slate-900">{t("adminInbox.handlingTitle")}</h2>
            {actionData?.ok && actionData.notice && <FormNotice text={messageText(t, actionData.notice)} className="mt-4" />}
            <FormAlert result={actionData} className="mt-4" />
            <Form ref={form} method="post" className="mt-4 space-y-5" noValidate>
              <SelectField field={field("status")} label={t("adminInbox.fields.status")}>
                {MESSAGE_STATUSES.map((status) => (
                  <option key={status} value={status}>{t(`adminInbox.statuses.${status}`)}</option>
                ))}
              </SelectField>
              <SelectField field={field("assignee")} label={t("adminInbox.fields.assignee")}>
                <option value="">{t("adminInbox.nobody")}</option>
                {assignees.map((member) => (
                  <option key={member.id} value={member.id}>{member.email ? `${member.name} (${member.email})` : member.name}</option>
                ))}
              </SelectField>
              <SubmitButton name="intent" value="handle" label={t("adminInbox.save")} busyLabel={t("adminInbox.saving")} busy={saving} />
            </Form>
          </section>

          <section aria-labelledby="mails-title" className="rounded-xl border border-slate-200 p-5">
            <h2 id="mails-title" className="text-xl font-bold text-slate-900">{t("adminInbox.mailsTitle")}</h2>
            {item.neverMailed ? (
              <p className="mt-3 flex gap-2 text-slate-800">
                <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {t("adminInbox.noMails")}
              </p>
            ) : (
              <ul className="mt-3 space-y-2">
                <MailState done={item.notifiedAt} pending={item.mailsPending} sentKey="adminInbox.notifiedOn" pendingKey="adminInbox.notifyPending" failedKey="adminInbox.notifyFailed" />
                <MailState done={item.acknowledgedAt} pending={item.mailsPending} sentKey="adminInbox.acknowledgedOn" pendingKey="adminInbox.acknowledgePending" failedKey="adminInbox.acknowledgeFailed" />
              </ul>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  return (
    <ItemError
      error={error}
      title={t("adminInbox.detailTitle")}
      notFound={t("adminInbox.notFound")}
      failed={t("adminNews.saveFailed")}
      back={{ to: "/admin/inbox", label: t("adminInbox.backToList") }}
    />
  );
}
