import { History } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/content-history.route";
import { RevisionTable } from "~/admin/layout/revision-table.tsx";
import { useResultToast } from "~/admin/layout/form-hooks.ts";
import { ItemError } from "~/admin/layout/item-error.tsx";
import { requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { messageText } from "~/platform/forms/form-result.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";
import { kindFrom } from "./content-admin.server.ts";
import { FieldChanges } from "./content-changes.tsx";
import { itemHistory } from "./content-history.server.ts";
import { restoreFromHistory } from "./content-restore.server.ts";

// An item's history (`/admin/content/{kind}/{id}/history`): its saved states, two compared, one restored.

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short", timeZone: "Pacific/Tahiti" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, STAFF);
  const def = kindFrom(params.kind);
  const { database } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const history = await itemHistory(database.db, def, params.id, new URL(request.url).searchParams);
  return { kind: def.kind, fields: def.fields, ...history, title: `${t("adminContent.historyTitle", { name: history.label })} — ${t("admin.metaTitle")}` };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireRole(request, context, STAFF);
  const def = kindFrom(params.kind);
  return restoreFromHistory(context.get(servicesContext), context.get(translatorContext), request, def, params.id, user);
}

export default function ContentHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { kind, fields, id, label, exists, version, revisions, compared } = loaderData;
  useResultToast(actionData, actionData?.ok ? actionData.notice : undefined);
  const when = (date: Date | string) => formatDate(date, locale, WHEN);
  return (
    <>
      <p>
        <Link to={exists ? `/admin/content/${kind}/${id}` : `/admin/content/${kind}`} className="text-sm font-semibold text-ocean-800 underline underline-offset-4">
          {exists ? t("adminContent.backToItem") : t("adminContent.backToList")}
        </Link>
      </p>
      <h1 className="mt-2 flex items-start gap-3 text-3xl font-bold text-ocean-900">
        <History aria-hidden="true" className="mt-1 size-7 shrink-0" />
        {/* An item is named by its title's French. */}
        <span className="min-w-0 break-words">
          {t("adminContent.history")} — <span lang="fr">{label}</span>
        </span>
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t(exists ? "adminContent.historyIntro" : "adminContent.historyDeleted")}</p>
      {actionData?.ok && actionData.notice && <FormNotice text={messageText(t, actionData.notice)} className="mt-6 max-w-3xl" />}
      <FormAlert result={actionData} className="mt-6 max-w-3xl" />

      {compared && (
        <section aria-labelledby="diff-title" className="mt-8 max-w-5xl rounded-xl border border-slate-300 p-4 sm:p-5">
          <h2 id="diff-title" className="text-xl font-bold text-slate-900">{t("admin.diffTitle", { from: when(compared.from), to: when(compared.to) })}</h2>
          {compared.changes.length === 0 ? <p className="mt-3 text-slate-700">{t("adminContent.diffNone")}</p> : <FieldChanges kind={kind} fields={fields} changes={compared.changes} images={compared.images} />}
        </section>
      )}

      <RevisionTable
        key={id}
        revisions={revisions.map((revision) => ({
          ...revision,
          change: (
            <>
              {t(`adminContent.reasons.${revision.reason}`)}
              {revision.label && (
                <span lang="fr" className="block text-slate-700">
                  {revision.label}
                </span>
              )}
            </>
          ),
        }))}
        compared={compared}
        when={when}
        restoreLabel={t("adminContent.restore")}
        restoreFields={version === null ? {} : { version: String(version) }}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  return <ItemError error={error} title={t("adminContent.history")} notFound={t("adminContent.historyNotFound")} failed={t("adminContent.saveFailed")} back={{ to: "/admin/content", label: t("adminContent.backToContent") }} />;
}
