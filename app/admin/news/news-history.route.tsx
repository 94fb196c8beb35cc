import { History } from "lucide-react";
import { data, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/news-history.route";
import { articleId } from "./form-action.server.ts";
import { ItemError } from "~/admin/layout/item-error.tsx";
import { RevisionTable } from "~/admin/layout/revision-table.tsx";
import { WordDiff } from "~/admin/layout/word-diff.tsx";
import { useResultToast } from "~/admin/layout/form-hooks.ts";
import { requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { versionRecord } from "~/domain/news/news-audit.server.ts";
import { restoreRevision } from "~/domain/news/restore-revision.server.ts";
import { revisionDiff } from "~/domain/news/revision-diff.ts";
import { findRevision, listRevisions } from "~/domain/news/revisions.server.ts";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { formFailure, formSuccess, messageText, type FormResult } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { formatDate, languageName } from "~/platform/i18n/format.ts";
import { LOCALES } from "~/platform/i18n/locales.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";

const paramsSchema = z.object({ lang: z.enum(LOCALES) });
const revisionId = z.coerce.number().int().positive().max(2_147_483_647);
const restoreSchema = z.object({ intent: z.literal("restore"), revision: revisionId });

const REVISION_DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short", timeZone: "Pacific/Tahiti" };

function historyParams(params: { id?: string; lang?: string }) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) throw data({ notFound: true }, { status: 404 });
  return { id: articleId(params.id), language: parsed.data.lang };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole(request, context, STAFF);
  const { id, language } = historyParams(params);
  const { database } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const version = await versionRecord(database.db, id, language);
  if (!version) throw data({ notFound: true }, { status: 404 });
  const revisions = await listRevisions(database.db, id, language);
  const search = new URL(request.url).searchParams;
  // By default the last change: the newest revision against the one before it.
  const pick = (name: string, fallback: number | undefined) => {
    const parsed = revisionId.safeParse(search.get(name) ?? undefined);
    return parsed.success ? parsed.data : fallback;
  };
  const toId = pick("to", revisions[0]?.id);
  const fromId = pick("from", revisions[1]?.id);
  const [from, to] = await Promise.all([
    fromId === undefined ? undefined : findRevision(database.db, id, language, fromId),
    toId === undefined ? undefined : findRevision(database.db, id, language, toId),
  ]);
  return {
    id,
    language,
    title: version.title,
    revisions,
    compared: from && to ? { fromId: from.id, toId: to.id, from: from.createdAt, to: to.createdAt, fields: revisionDiff(from, to) } : null,
    metaTitle: `${t("adminNews.historyTitle", { title: version.title })} — ${t("admin.metaTitle")}`,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, STAFF);
  const { id, language } = historyParams(params);
  const parsed = restoreSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return formResponse<FormResult>(formFailure("adminNews.invalidRequest"), { status: 400 });
  const { database } = context.get(servicesContext);
  const restored = await restoreRevision(database.db, user, id, language, parsed.data.revision);
  if (!restored) return formResponse<FormResult>(formFailure("adminNews.revisionNotFound"), { status: 404 });
  return formResponse<FormResult>(formSuccess("adminNews.restored"));
}

export default function NewsHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id, language, title, revisions, compared } = loaderData;
  useResultToast(actionData, actionData?.ok ? actionData.notice : undefined);
  const formHref = `/admin/news/${id}/translations/${language}`;
  const when = (date: Date | string) => formatDate(date, locale, REVISION_DATE);
  return (
    <>
      <h1 className="flex items-start gap-3 text-3xl font-bold text-ocean-900">
        <History aria-hidden="true" className="mt-1 size-7 shrink-0" />
        <span>
          {t("adminNews.history")} — <span lang={language}>{title}</span>
        </span>
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("adminNews.historyIntro", { language: languageName(language, locale) })}</p>
      <p className="mt-2">
        {/* The translation URL sends the source language on to the story's own form. */}
        <Link to={formHref} className="font-semibold text-ocean-700 underline">{t("adminNews.backToVersion", { language: languageName(language, locale) })}</Link>
      </p>
      {actionData?.ok && actionData.notice && <FormNotice text={messageText(t, actionData.notice)} className="mt-6 max-w-3xl" />}
      <FormAlert result={actionData} className="mt-6 max-w-3xl" />

      {compared && (
        <section aria-labelledby="diff-title" className="mt-8 max-w-3xl rounded-xl border border-slate-300 p-5">
          <h2 id="diff-title" className="text-xl font-bold text-slate-900">{t("admin.diffTitle", { from: when(compared.from), to: when(compared.to) })}</h2>
          {compared.fields.length === 0 ? (
            <p className="mt-3 text-slate-700">{t("adminNews.diffNone")}</p>
          ) : (
            <dl className="mt-3 space-y-4">
              {compared.fields.map(({ field, parts }) => (
                <div key={field}>
                  <dt className="font-semibold text-slate-900">{t(`adminNews.${field}`)}</dt>
                  <dd lang={language} className="mt-1 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 leading-relaxed text-slate-800">
                    <WordDiff parts={parts} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      )}

      <RevisionTable
        key={`${id}-${language}`}
        revisions={revisions.map((revision, index) => ({
          id: revision.id,
          at: revision.createdAt,
          authorName: revision.authorName,
          change: (
            <>
              {t(`adminNews.revisionReasons.${revision.reason}`)}
              <span lang={language} className="block text-slate-700">{revision.title}</span>
            </>
          ),
          // The newest is the story as it stands.
          restorable: index > 0,
        }))}
        compared={compared}
        when={when}
        restoreLabel={t("adminNews.restore")}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.metaTitle }, { name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  return <ItemError error={error} title={t("adminNews.history")} notFound={t("adminNews.notFound")} failed={t("adminNews.saveFailed")} back={{ to: "/admin/news", label: t("adminNews.backToList") }} />;
}
