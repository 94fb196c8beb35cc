import { useTranslation } from "~/platform/i18n/translation.tsx";
import { data, Link } from "react-router";
import type { Route } from "./+types/result-edit.route";
import { ResultForm } from "./result-form.tsx";
import { parseRowId } from "../../../db/row-id.ts";
import { namedIn } from "./named.server.ts";
import { findResult, formOptions } from "./results.server.ts";
import { keepResultForm, saveResult } from "./save.server.ts";
import type { ResultValues } from "./schema.server.ts";
import { requireRoleForForm, STAFF } from "~/domain/auth/guard.server.ts";
import { translatorContext, localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import { ItemError } from "~/admin/layout/item-error.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  const { t } = context.get(translatorContext);
  const title = `${t("adminResults.editTitle")} — ${t("admin.metaTitle")}`;
  const locale = context.get(localeContext);
  const options = formOptions(locale, await namedIn(context.get(servicesContext).content, locale));
  // The answer to a post refused while the database is down: the form shows what was sent.
  if (!user) return { initial: null, options, title, session: null };
  const id = parseRowId(params.id);
  const row = id === null ? undefined : await findResult(context.get(servicesContext).database.db, id);
  if (!row) throw data(null, { status: 404 });
  const { sport, event, athlete, country, result, medal, date } = row;
  const initial: ResultValues = { sport, event, athlete, country, result, medal: medal ?? "none", date };
  return { initial, options, title, session: row.sessionId === null ? null : { id: row.sessionId, rank: row.rank } };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  if (!user) return keepResultForm(request);
  const id = parseRowId(params.id);
  if (id === null) throw data(null, { status: 404 });
  return saveResult(context.get(servicesContext), request, id, user);
}

export default function EditResult({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // After a post refused while the database was down, the loader had nothing: the post's values stand in.
  const initial = loaderData.initial ?? actionData?.values;
  return (
    <>
      <h1 className="text-3xl font-bold text-ocean-900">{t("adminResults.editTitle")}</h1>
      {loaderData.session && (
        <p className="mt-4 max-w-3xl rounded-lg border border-ocean-700 bg-ocean-50 p-4 text-slate-900">
          {t("adminResults.inSession", { rank: loaderData.session.rank ?? "—" })}{" "}
          <Link to={`/admin/schedule/sessions/${loaderData.session.id}/results`} className="font-semibold text-ocean-800 underline underline-offset-2">
            {t("adminResults.inSessionLink")}
          </Link>
        </p>
      )}
      {initial && <ResultForm mode="edit" initial={initial} result={actionData} {...loaderData.options} />}
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  return (
    <ItemError
      error={error}
      title={t("adminResults.editTitle")}
      notFound={t("adminResults.loadFailed")}
      failed={t("adminResults.saveFailed")}
      back={{ to: "/admin/results", label: t("adminResults.backToList") }}
    />
  );
}
