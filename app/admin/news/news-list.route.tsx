import { Eye, Pencil, Plus, Trash2 } from "lucide-react";
import { Pagination } from "~/platform/ui/pagination.tsx";
import { ClientLink } from "~/admin/layout/client-link.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { AdminTable } from "~/admin/layout/admin-table.tsx";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/news-list.route";
import { NEWS_CATEGORIES } from "../../../vocabulary/news-keys.ts";
import { listAdminNews, parseAdminNewsQuery, type AdminNewsQuery } from "./admin-news.server.ts";
import { runListAction } from "./list-action.server.ts";
import { LanguageChip } from "./language-versions.tsx";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { formFailure, messageText, type FormResult } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { useResultToast } from "~/admin/layout/form-hooks.ts";
import { ADMIN_ONLY, requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";

const LIST_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", timeZone: "Pacific/Tahiti" };
const SCHEDULE_DATE: Intl.DateTimeFormatOptions = { ...LIST_DATE, hour: "2-digit", minute: "2-digit" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, STAFF);
  const { database } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const query = parseAdminNewsQuery(new URL(request.url).searchParams);
  return {
    query,
    list: await listAdminNews(database.db, query),
    canDelete: ADMIN_ONLY.includes(user.role),
    title: `${t("adminNews.listTitle")} — ${t("admin.metaTitle")}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, STAFF);
  const { database, log } = context.get(servicesContext);
  try {
    return await runListAction(database.db, user, await request.formData());
  } catch (error) {
    log.error({ err: error }, "changing a news article from the list failed");
    return formResponse<FormResult>(formFailure("adminNews.saveFailed"), { status: 500 });
  }
}

/** The list URL for another page, keeping the search and filters. */
function pageHref(query: AdminNewsQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.category) params.set("category", query.category);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/news?${search}` : "/admin/news";
}

const fieldClass = "mt-1 block rounded-md border border-slate-400 px-3 py-2 text-slate-900";

export default function AdminNewsList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const { query, list, canDelete } = loaderData;
  useResultToast(actionData);
  const confirmDelete = (event: React.FormEvent<HTMLFormElement>) => {
    if (!window.confirm(t("adminNews.deleteConfirm"))) event.preventDefault();
  };
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ocean-900">{t("adminNews.listTitle")}</h1>
          <p className="mt-2 text-slate-700">{t("adminNews.listIntro")}</p>
        </div>
        <Link to="/admin/news/new" className="inline-flex items-center gap-2 rounded-md bg-ocean-800 px-4 py-2 font-semibold text-white hover:bg-ocean-900">
          <Plus aria-hidden="true" className="size-4" />
          {t("adminNews.newArticle")}
        </Link>
      </div>

      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="q" className="text-sm font-semibold text-slate-900">{t("adminNews.searchLabel")}</label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ""} className={`${fieldClass} w-72`} />
        </div>
        <div>
          <label htmlFor="status" className="text-sm font-semibold text-slate-900">{t("adminNews.statusLabel")}</label>
          <select id="status" name="status" defaultValue={query.status ?? ""} className={fieldClass}>
            <option value="">{t("adminNews.allStatuses")}</option>
            <option value="published">{t("adminNews.published")}</option>
            <option value="scheduled">{t("adminNews.scheduled")}</option>
            <option value="draft">{t("adminNews.draft")}</option>
          </select>
        </div>
        <div>
          <label htmlFor="category" className="text-sm font-semibold text-slate-900">{t("adminNews.categoryLabel")}</label>
          <select id="category" name="category" defaultValue={query.category ?? ""} className={fieldClass}>
            <option value="">{t("adminNews.allCategories")}</option>
            {NEWS_CATEGORIES.map((category) => (
              <option key={category} value={category}>{t(`news.categories.${category}`)}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-md border border-ocean-800 px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50">{t("adminNews.filter")}</button>
      </Form>

      <p role="status" className="mt-4 min-h-6 text-slate-700">{navigation.state === "loading" ? t("adminNews.loading") : ""}</p>
      {actionData?.ok && actionData.notice && <FormNotice text={messageText(t, actionData.notice)} className="mt-2" />}
      <FormAlert result={actionData} className="mt-2" />
      <p className="mt-2 text-sm text-slate-700">{t("adminNews.count", { count: list.total })}</p>

      {list.items.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("adminNews.empty")}</p>
      ) : (
        <AdminTable
          className="mt-4"
          caption={t("adminNews.listTitle")}
          columns={[t("adminNews.columnTitle"), t("adminNews.columnLanguages"), t("adminNews.columnAuthor"), t("adminNews.columnDate"), t("adminNews.columnStatus"), t("adminNews.columnActions")]}
        >
          {list.items.map((item) => {
            const named = <span className="sr-only"> {t("adminNews.onArticle", { title: item.title })}</span>;
            return (
              <tr key={item.id} className="border-b border-slate-200 align-top">
                <th scope="row" className="max-w-md py-3 pr-4 font-normal">
                  <span lang={item.language} className="block font-semibold text-slate-900">{item.title}</span>
                  {item.demo && <span data-testid="demo-chip" className="mt-1 mr-1 inline-block rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900">{t("adminNews.demoBadge")}</span>}
                  {item.featured && <span className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t("adminNews.featuredBadge")}</span>}
                  <span lang={item.language} className="mt-1 line-clamp-2 block text-slate-700">{item.excerpt}</span>
                </th>
                <td className="py-3 pr-4">
                  <ul className="flex min-w-40 flex-wrap gap-1">
                    {item.languages.map((state) => (
                      <li key={state.locale}>
                        <LanguageChip storyId={item.id} state={state} title={item.title} />
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="py-3 pr-4 text-slate-800">{item.authorName ?? t("adminNews.authorNewsroom")}</td>
                <td className="whitespace-nowrap py-3 pr-4 text-slate-800">
                  <time dateTime={new Date(item.createdAt).toISOString()}>{formatDate(item.createdAt, locale, LIST_DATE)}</time>
                </td>
                <td className="py-3 pr-4">
                  <Form method="post">
                    <input type="hidden" name="intent" value="toggle" />
                    <input type="hidden" name="id" value={item.id} />
                    <button
                      type="submit"
                      className={`rounded-full px-3 py-1 text-xs font-semibold ${item.published ? "bg-green-100 text-green-900 hover:bg-green-200" : item.publishAt ? "bg-sky-100 text-sky-950 hover:bg-sky-200" : "bg-slate-200 text-slate-900 hover:bg-slate-300"}`}
                    >
                      {item.published ? t("adminNews.published") : item.publishAt ? t("adminNews.scheduled") : t("adminNews.draft")}
                      <span className="sr-only">
                        {" — "}
                        {item.published ? t("adminNews.unpublishHint", { title: item.title }) : t("adminNews.publishHint", { title: item.title })}
                      </span>
                    </button>
                  </Form>
                  {item.publishAt && !item.published && (
                    <time dateTime={new Date(item.publishAt).toISOString()} className="mt-1 block whitespace-nowrap text-xs text-slate-700">
                      {formatDate(item.publishAt, locale, SCHEDULE_DATE)}
                    </time>
                  )}
                </td>
                <td className="py-3">
                  <div className="flex flex-wrap items-center gap-3">
                    {item.published && (
                      <Link to={`/news/${item.id}`} reloadDocument className="inline-flex items-center gap-1 font-semibold text-ocean-700 hover:underline">
                        <Eye aria-hidden="true" className="size-4" />
                        {t("adminNews.view")}
                        {named}
                      </Link>
                    )}
                    <Link to={`/admin/news/${item.id}/edit`} className="inline-flex items-center gap-1 font-semibold text-ocean-700 hover:underline">
                      <Pencil aria-hidden="true" className="size-4" />
                      {t("adminNews.edit")}
                      {named}
                    </Link>
                    {canDelete && (
                      <Form method="post" onSubmit={confirmDelete}>
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="id" value={item.id} />
                        <button type="submit" className="inline-flex items-center gap-1 font-semibold text-red-700 hover:underline">
                          <Trash2 aria-hidden="true" className="size-4" />
                          {t("adminNews.delete")}
                          {named}
                        </button>
                      </Form>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}

      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        href={(page) => pageHref(query, page)}
        labels={{ nav: t("adminNews.pagination"), previous: t("adminNews.previous"), next: t("adminNews.next"), status: t("adminNews.pageOf", { page: list.page, total: list.pageCount }) }}
        className="mt-6"
        link={ClientLink}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
