import { CircleAlert, Trash2 } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/news-translation.route";
import { articleId } from "./form-action.server.ts";
import { LanguageVersions } from "./language-versions.tsx";
import { RichTextField } from "~/admin/editor/rich-text-field.tsx";
import { ScheduleFields } from "./schedule-fields.tsx";
import { CONTENT_MAX, EXCERPT_MAX, IMAGE_ALT_MAX, TITLE_MAX } from "./limits.ts";
import { deleteTranslation, findTranslation, saveTranslation } from "./translations.server.ts";
import { checkTranslationForm, readTranslationForm } from "./translation-form.server.ts";
import type { TranslationFormResult, TranslationFormValues } from "./translation-fields.ts";
import { versionOf } from "./admin-news.server.ts";
import { ItemError } from "~/admin/layout/item-error.tsx";
import { useFocusFirstError, useResultToast, useSubmitting } from "~/admin/layout/form-hooks.ts";
import { ADMIN_ONLY, requireRoleForForm, STAFF } from "~/domain/auth/guard.server.ts";
import { sanitizeArticleHtml } from "~/domain/news/sanitize.server.ts";
import { TextAreaField, TextField } from "~/platform/forms/field.tsx";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { fieldsOf, formFailure, formSuccess, messageText } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { buttonClass, SubmitButton } from "~/platform/forms/submit-button.tsx";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { formatDate, languageName } from "~/platform/i18n/format.ts";
import { toTahitiWallClock } from "../../../vocabulary/tahiti-time.ts";
import { isLocale, LOCALES } from "~/platform/i18n/locales.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { databaseDown } from "~/platform/services/database-outage.server.ts";
import { servicesContext } from "~/services.server.ts";

const languageSchema = z.enum(LOCALES);

/** The :lang of a translation URL, or a 404 for anything that is not one of the site's languages. */
function translationLanguage(raw: string | undefined) {
  const parsed = languageSchema.safeParse(raw);
  if (!parsed.success) throw data({ notFound: true }, { status: 404 });
  return parsed.data;
}

const answer = (result: TranslationFormResult, status?: number) => formResponse(result, { status });

const CHANGED_AT: Intl.DateTimeFormatOptions = { dateStyle: "long", timeStyle: "short", timeZone: "Pacific/Tahiti" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  const id = articleId(params.id);
  const locale = translationLanguage(params.lang);
  const { t } = context.get(translatorContext);
  const title = `${t("adminNews.translationTitle", { language: languageName(locale, context.get(localeContext)) })} — ${t("admin.metaTitle")}`;
  // The answer to a post refused while the database is down: the form shows what was sent.
  if (!user) return { id, locale, found: null, values: null, canDelete: false, title };
  const { database } = context.get(servicesContext);
  const found = await findTranslation(database.db, id, locale);
  if (!found) throw data({ notFound: true }, { status: 404 });
  // The source language is edited with the story itself.
  if (found.story.sourceLanguage === locale) throw redirect(`/admin/news/${id}/edit`);
  const { translation, source } = found;
  const values: TranslationFormValues = {
    title: translation?.title ?? "",
    excerpt: translation?.excerpt ?? "",
    imageAlt: translation?.imageAlt ?? "",
    content: translation?.content ?? "",
    published: translation?.published ? "on" : "",
    publishAt: translation?.publishAt ? toTahitiWallClock(translation.publishAt) : "",
    unpublishAt: translation?.unpublishAt ? toTahitiWallClock(translation.unpublishAt) : "",
    version: translation ? versionOf(translation.updatedAt) : "",
    basedOn: versionOf(source.wordsChangedAt),
  };
  return {
    id,
    locale,
    found: { ...found, source: { ...source, content: sanitizeArticleHtml(source.content) } },
    values,
    canDelete: translation !== undefined && ADMIN_ONLY.includes(user.role),
    title,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  const form = await request.formData();
  const values = readTranslationForm(form);
  if (!user) return answer(formFailure("admin.saveUnavailable", values), 503);
  const id = articleId(params.id);
  const locale = translationLanguage(params.lang);
  const { database, log } = context.get(servicesContext);
  try {
    if (form.get("intent") === "delete") {
      if (!ADMIN_ONLY.includes(user.role)) return answer(formFailure("adminNews.deleteTranslationForbidden", values), 403);
      if (!(await deleteTranslation(database.db, user, id, locale))) return answer(formFailure("adminNews.notFound", values), 404);
      return redirect(`/admin/news/${id}/edit`);
    }
    const check = checkTranslationForm(values);
    if (!check.ok) return answer(check);
    const outcome = await saveTranslation(database.db, user, id, locale, values, check.input);
    if (outcome.ok) return answer(formSuccess(outcome.created ? "adminNews.translationCreated" : "adminNews.translationSaved", { ...values, version: outcome.version }));
    if (outcome.reason === "notFound") return answer(formFailure("adminNews.notFound", values), 404);
    // The next save replaces the current version: the translator has been told and keeps their text.
    return answer(formFailure("adminNews.conflict", { ...values, version: outcome.version }), 409);
  } catch (error) {
    log.error({ err: error }, "saving a news translation failed");
    if (await databaseDown(database)) return answer(formFailure("admin.saveUnavailable", values), 503);
    return answer(formFailure("adminNews.saveFailed", values), 500);
  }
}

export default function NewsTranslation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const uiLocale = useLocale();
  const { id, locale, found, canDelete } = loaderData;
  const initial = loaderData.values ?? actionData?.values;
  const form = useFocusFirstError(actionData);
  const field = fieldsOf(actionData, { initial: initial ?? {} });
  const saving = useSubmitting("save");
  useResultToast(actionData, actionData?.ok ? actionData.notice : undefined);
  const language = languageName(locale, uiLocale);
  const source = found?.source;
  const sourceLanguage = found && isLocale(found.story.sourceLanguage) ? languageName(found.story.sourceLanguage, uiLocale) : "";
  const outdated = found?.languages.find((state) => state.locale === locale)?.outdated;
  const confirmDelete = (event: React.FormEvent<HTMLFormElement>) => {
    if (!window.confirm(t("adminNews.deleteTranslationConfirm", { language }))) event.preventDefault();
  };
  return (
    <>
      <h1 className="text-3xl font-bold text-ocean-900">{t("adminNews.translationTitle", { language })}</h1>
      {found && <LanguageVersions storyId={id} languages={found.languages} current={locale} />}
      {actionData?.ok && actionData.notice && <FormNotice text={messageText(t, actionData.notice)} className="mt-6 max-w-3xl" />}
      <FormAlert result={actionData} summary="forms.invalidSummary" className="mt-6 max-w-3xl" />
      {outdated && source && (
        <p className="mt-6 flex max-w-3xl items-start gap-2 rounded-md border border-amber-700 bg-amber-50 p-4 text-amber-950">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t("adminNews.translationOutdated", { language: sourceLanguage, date: formatDate(source.wordsChangedAt, uiLocale, CHANGED_AT) })}
        </p>
      )}
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        {source && (
          <section aria-labelledby="source-heading" className="min-w-0 rounded-xl border border-slate-300 bg-slate-50 p-5">
            <h2 id="source-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
              {t("adminNews.sourceHeading", { language: sourceLanguage })}
            </h2>
            <div lang={found.story.sourceLanguage}>
              <p className="mt-3 text-xl font-bold text-slate-900">{source.title}</p>
              <p className="mt-2 text-slate-700">{source.excerpt}</p>
              {found.story.imageUrl && source.imageAlt && <p className="mt-2 text-sm text-slate-700">{t("adminNews.imageAlt")} : {source.imageAlt}</p>}
              <div
                className="mt-4 space-y-3 break-words text-slate-800 [&_a]:text-ocean-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
                // Sanitised by the loader with the article allowlist.
                dangerouslySetInnerHTML={{ __html: source.content }}
              />
            </div>
          </section>
        )}
        {initial && (
          // Another language's form is another form: moving from one to the next must not carry what this one holds.
          <Form key={`${id}-${locale}`} ref={form} method="post" className="min-w-0 space-y-6">
            <input type="hidden" name="version" value={field("version").defaultValue ?? ""} />
            <input type="hidden" name="basedOn" value={field("basedOn").defaultValue ?? ""} />
            <TextField field={field("title")} label={t("adminNews.title")} required marks type="text" maxLength={TITLE_MAX} lang={locale} />
            <TextAreaField field={field("excerpt")} label={t("adminNews.excerpt")} required marks rows={3} maxLength={EXCERPT_MAX} lang={locale} />
            {found?.story.imageUrl ? (
              <TextField field={field("imageAlt")} label={t("adminNews.imageAlt")} hint={t("adminNews.imageAltHint")} marks type="text" maxLength={IMAGE_ALT_MAX} lang={locale} />
            ) : (
              <input type="hidden" name="imageAlt" value={field("imageAlt").defaultValue ?? ""} />
            )}
            <RichTextField field={field("content")} label={t("adminNews.content")} hint={t("adminNews.contentHelp")} required maxLength={CONTENT_MAX} language={locale} />
            <div className="flex items-center gap-3">
              <input id="published" name="published" type="checkbox" role="switch" defaultChecked={field("published").defaultValue === "on"} className="size-5 accent-ocean-700" />
              <label htmlFor="published" className="font-semibold text-slate-900">{t("adminNews.publishVersion", { language })}</label>
            </div>
            <ScheduleFields publishAt={field("publishAt")} unpublishAt={field("unpublishAt")} />
            <div className="flex flex-wrap items-center gap-3">
              <SubmitButton name="intent" value="save" label={t("adminNews.saveTranslation")} busyLabel={t("adminNews.saving")} busy={saving} />
              <Link to="/admin/news" className={buttonClass({ variant: "quiet" })}>
                {t("adminNews.backToList")}
              </Link>
            </div>
          </Form>
        )}
      </div>
      {canDelete && (
        <Form method="post" onSubmit={confirmDelete} className="mt-10 max-w-3xl border-t border-slate-200 pt-6">
          <button type="submit" name="intent" value="delete" className="inline-flex items-center gap-2 font-semibold text-red-700 hover:underline">
            <Trash2 aria-hidden="true" className="size-4" />
            {t("adminNews.deleteTranslation", { language })}
          </button>
        </Form>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  return <ItemError error={error} title={t("adminNews.editTitle")} notFound={t("adminNews.notFound")} failed={t("adminNews.saveFailed")} back={{ to: "/admin/news", label: t("adminNews.backToList") }} />;
}
