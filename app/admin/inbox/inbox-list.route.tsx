import { Download, MailWarning } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { CONTACT_DEPARTMENTS, MESSAGE_KINDS, MESSAGE_STATUSES, PARTNERSHIP_CATEGORIES } from "../../../vocabulary/contact-keys.ts";
import type { Route } from "./+types/inbox-list.route";
import { AdminTable } from "~/admin/layout/admin-table.tsx";
import { ClientLink } from "~/admin/layout/client-link.tsx";
import { ADMIN_ONLY, requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { listInbox, parseInboxQuery } from "~/domain/messages/inbox.server.ts";
import { inboxPath, inboxSearch } from "~/domain/messages/inbox-urls.ts";
import { MESSAGES_KEPT_UNTIL } from "~/domain/messages/retention.server.ts";
import { topicNames } from "~/domain/messages/topics.server.ts";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";
import { Pagination } from "~/platform/ui/pagination.tsx";
import { StatusBadge } from "./status-badge.tsx";

const LIST_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Pacific/Tahiti" };
const LAST_DAY: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "Pacific/Tahiti" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, STAFF);
  const { database, content } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const list = await listInbox(database.db, query);
  return {
    query,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    items: list.items.map(({ kind, id, createdAt, name, company, email, subject, department, category, message, language, status, assignee, notifiedAt, mailDueAt }) => ({
      kind,
      id,
      createdAt,
      name,
      company,
      email,
      subject,
      department,
      category,
      excerpt: message?.slice(0, 300) ?? null,
      language,
      status,
      assignee,
      // Not sent, and no attempt left: the team may not know of it.
      notNotified: notifiedAt === null && mailDueAt === null,
    })),
    topics: await topicNames(content, context.get(localeContext)),
    // The last day the privacy policy lets the site keep a message.
    keptUntil: new Date(MESSAGES_KEPT_UNTIL.getTime() - 1),
    canExport: ADMIN_ONLY.includes(user.role),
    title: `${t("adminInbox.listTitle")} — ${t("admin.metaTitle")}`,
  };
}

const fieldClass = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900";

/** One of the list's filters: a labelled select whose first choice is "all". */
function Filter({ id, label, value, all, options }: { id: string; label: string; value: string | undefined; all: string; options: [string, string][] }) {
  return (
    <div className="w-full sm:w-auto">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">{label}</label>
      <select id={id} name={id} defaultValue={value ?? ""} className={fieldClass}>
        <option value="">{all}</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>{text}</option>
        ))}
      </select>
    </div>
  );
}

// Below md the table keeps two columns; the date, status and assignee join the sender's cell.
const WIDE = "hidden md:table-cell";

export default function InboxList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const { query, items, total, page, pageCount, topics, keptUntil, canExport } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold text-ocean-900">{t("adminInbox.listTitle")}</h1>
          <p className="mt-2 text-slate-700">{t("adminInbox.listIntro", { date: formatDate(keptUntil, locale, LAST_DAY) })}</p>
        </div>
        {canExport && (
          // A file to download: the browser fetches it, not the router.
          <a href={`/admin/inbox/export${inboxSearch(query)}`} download className="inline-flex items-center gap-2 rounded-md border border-ocean-800 px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50">
            <Download aria-hidden="true" className="size-4" />
            {t("adminInbox.export")}
          </a>
        )}
      </div>

      {/* Keyed by the query, so the fields show the URL's filters after a client-side navigation. */}
      <Form key={inboxSearch(query)} method="get" role="search" className="mt-6 flex flex-wrap items-end gap-4">
        <div className="w-full sm:w-56">
          <label htmlFor="q" className="text-sm font-semibold text-slate-900">{t("adminInbox.searchLabel")}</label>
          <input id="q" name="q" type="search" maxLength={100} defaultValue={query.q ?? ""} className={fieldClass} />
        </div>
        <Filter id="kind" label={t("adminInbox.kindLabel")} value={query.kind} all={t("adminInbox.allKinds")} options={MESSAGE_KINDS.map((kind) => [kind, t(`adminInbox.kinds.${kind}`)])} />
        <Filter id="department" label={t("adminInbox.departmentLabel")} value={query.department} all={t("adminInbox.allDepartments")} options={CONTACT_DEPARTMENTS.map((department) => [department, topics.departments[department]])} />
        <Filter id="category" label={t("adminInbox.categoryLabel")} value={query.category} all={t("adminInbox.allCategories")} options={PARTNERSHIP_CATEGORIES.map((category) => [category, topics.categories[category]])} />
        <Filter id="status" label={t("adminInbox.statusLabel")} value={query.status} all={t("adminInbox.allStatuses")} options={MESSAGE_STATUSES.map((status) => [status, t(`adminInbox.statuses.${status}`)])} />
        <button type="submit" className="rounded-md border border-ocean-800 px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50">{t("adminInbox.filter")}</button>
      </Form>

      <p role="status" className="mt-4 min-h-6 text-slate-700">{navigation.state === "loading" ? t("adminNews.loading") : ""}</p>
      <p className="mt-2 text-sm text-slate-700">{t("adminInbox.count", { count: total })}</p>

      {items.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("adminInbox.empty")}</p>
      ) : (
        <AdminTable
          className="mt-4"
          caption={t("adminInbox.listTitle")}
          columns={[
            t("adminInbox.columnFrom"),
            t("adminInbox.columnTopic"),
            { label: t("adminInbox.columnReceived"), className: WIDE },
            { label: t("adminInbox.fields.status"), className: WIDE },
            { label: t("adminInbox.fields.assignee"), className: WIDE },
          ]}
        >
          {items.map((item) => {
            const received = <time dateTime={new Date(item.createdAt).toISOString()}>{formatDate(item.createdAt, locale, LIST_DATE)}</time>;
            const status = (
              <>
                <StatusBadge status={item.status} />
                {item.notNotified && (
                  <span className="mt-2 flex items-center gap-1 text-xs font-semibold text-amber-900">
                    <MailWarning aria-hidden="true" className="size-4 shrink-0" />
                    {t("adminInbox.notNotified")}
                  </span>
                )}
              </>
            );
            const assignee = item.assignee ?? t("adminInbox.nobody");
            return (
              <tr key={`${item.kind}-${item.id}`} className="border-b border-slate-200 align-top">
                <th scope="row" className="max-w-md py-3 pr-4 font-normal md:min-w-56">
                  <Link to={inboxPath(item)} className="break-words font-semibold text-ocean-800 underline hover:text-ocean-900">
                    {item.company ? `${item.company} — ${item.name}` : item.name}
                  </Link>
                  <span className="block break-all text-slate-700">{item.email}</span>
                  {item.excerpt && (
                    <span lang={item.language} className="mt-1 line-clamp-2 text-slate-700">{item.excerpt}</span>
                  )}
                  <span className="mt-2 block space-y-1 text-slate-800 md:hidden">
                    <span className="block">{received}</span>
                    <span className="block">{status}</span>
                    <span className="block">{t("inboxMail.line", { label: t("adminInbox.fields.assignee"), value: assignee })}</span>
                  </span>
                </th>
                <td className="py-3 pr-4 text-slate-800 md:min-w-40">
                  <span className="block font-semibold">{t(`adminInbox.kinds.${item.kind}`)}</span>
                  {item.subject && <span className="block">{topics.subjects[item.subject]}</span>}
                  {item.department && <span className="block">{t("inboxMail.line", { label: t("adminInbox.fields.department"), value: topics.departments[item.department] })}</span>}
                  {item.category && <span className="block">{topics.categories[item.category]}</span>}
                </td>
                <td className={`py-3 pr-4 text-slate-800 ${WIDE}`}>{received}</td>
                <td className={`py-3 pr-4 ${WIDE}`}>{status}</td>
                <td className={`py-3 text-slate-800 ${WIDE}`}>{assignee}</td>
              </tr>
            );
          })}
        </AdminTable>
      )}

      <Pagination
        page={page}
        pageCount={pageCount}
        href={(next) => `/admin/inbox${inboxSearch(query, next)}`}
        labels={{ nav: t("adminNews.pagination"), previous: t("adminNews.previous"), next: t("adminNews.next"), status: t("adminNews.pageOf", { page, total: pageCount }) }}
        className="mt-6"
        link={ClientLink}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
