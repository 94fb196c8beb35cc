import { Plus } from "lucide-react";
import { SearchField } from "~/platform/ui/search-field.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { Form, Link } from "react-router";
import type { Route } from "./+types/results-list.route";
import { parseRowId } from "../../../db/row-id.ts";
import { namedIn } from "./named.server.ts";
import { deleteResult, listResults, namedResult, parseResultsListQuery } from "./results.server.ts";
import { ResultsPagination, ResultsTable } from "./results-table.tsx";
import { ADMIN_ONLY, requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { translatorContext, localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { formFailure, formSuccess, messageText, type FormResult } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { useResultToast } from "~/admin/layout/form-hooks.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, STAFF);
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const query = parseResultsListQuery(new URL(request.url).searchParams);
  const { database, content } = context.get(servicesContext);
  const named = await namedIn(content, locale);
  const list = await listResults(database.db, query, named);
  return {
    query,
    rows: list.rows.map((row) => namedResult(row, named)),
    pageCount: list.pageCount,
    canDelete: ADMIN_ONLY.includes(user.role),
    title: `${t("adminResults.title")} — ${t("admin.metaTitle")}`,
  };
}

// The list's only post is a deletion, which docs/DESIGN.md keeps for admins: moderators get 403.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, ADMIN_ONLY);
  const form = await request.formData();
  const id = parseRowId(form.get("id"));
  if (form.get("intent") !== "delete" || id === null) return formResponse<FormResult>(formFailure("admin.invalidRequest"));
  if (!(await deleteResult(context.get(servicesContext).database.db, id, user))) return formResponse<FormResult>(formFailure("adminResults.notFound"), { status: 404 });
  return formResponse<FormResult>(formSuccess("adminResults.deleted"));
}

export default function AdminResults({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, rows, pageCount, canDelete } = loaderData;
  const notice = actionData?.ok ? actionData.notice : undefined;
  useResultToast(actionData);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ocean-900">{t("adminResults.title")}</h1>
        <Link to="/admin/results/new" className="inline-flex items-center gap-2 rounded-lg bg-ocean-800 px-4 py-2 font-semibold text-white hover:bg-ocean-900">
          <Plus aria-hidden="true" className="size-4" />
          {t("adminResults.newResult")}
        </Link>
      </div>
      <p className="mt-2 text-slate-700">{t("adminResults.intro")}</p>
      {notice && <FormNotice text={messageText(t, notice)} className="mt-4" />}
      <FormAlert result={actionData} className="mt-4" />
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <SearchField id="results-search" label={t("adminResults.searchLabel")} buttonLabel={t("adminResults.searchButton")} value={query.q} />
        {query.q && (
          <Link to="/admin/results" className="px-2 py-2 font-semibold text-ocean-700 underline">
            {t("adminResults.clearSearch")}
          </Link>
        )}
      </Form>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-800">{query.q ? t("adminResults.noMatch", { q: query.q }) : t("adminResults.empty")}</p>
      ) : (
        <ResultsTable rows={rows} canDelete={canDelete} />
      )}
      <ResultsPagination q={query.q} page={query.page} pageCount={pageCount} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
