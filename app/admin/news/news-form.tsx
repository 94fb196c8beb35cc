import { ExternalLink } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { Form, Link } from "react-router";
import { showToast } from "~/platform/toast/toast.ts";
import { NEWS_CATEGORIES } from "../../../db/schema/news-keys.ts";
import { LOCALE_NAMES, LOCALES } from "~/platform/i18n/locales.ts";
import { CONTENT_MAX, EXCERPT_MAX, TITLE_MAX } from "./limits.ts";
import type { NewsField, NewsFieldError, NewsFormValues } from "./news-form.server.ts";

export interface NewsPreview {
  title: string;
  excerpt: string;
  imageUrl: string | null;
  /** Already sanitised by the server. */
  content: string;
}

interface NewsFormProps {
  /** The article being edited; absent when creating one. */
  articleId?: number;
  values: NewsFormValues;
  errors?: Partial<Record<NewsField, NewsFieldError>>;
  preview?: NewsPreview | null;
}

const inputClass = "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700";

function Field({ name, label, required, error, hint, children }: { name: NewsField; label: string; required?: boolean; error?: string; hint?: string; children: (describedBy: string | undefined) => ReactNode }) {
  const { t } = useTranslation();
  const describedBy = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={name} className="block font-semibold text-slate-900">
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="text-red-700"> *</span>
            <span className="sr-only"> ({t("adminNews.required")})</span>
          </>
        )}
      </label>
      {children(describedBy)}
      {hint && <p id={`${name}-hint`} className="mt-1 text-sm text-slate-700">{hint}</p>}
      {error && <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}

/** The one form that creates and edits an article; it posts to its own route and works without JS. */
export function NewsForm({ articleId, values, errors = {}, preview }: NewsFormProps) {
  const { t } = useTranslation();
  const error = (field: NewsField) => (errors[field] ? t(`adminNews.errors.${errors[field]}`) : undefined);
  const invalid = (field: NewsField) => (errors[field] ? true : undefined);
  return (
    <>
      <Form method="post" className="mt-6 max-w-3xl space-y-6">
        <input type="hidden" name="version" value={values.version} />
        <Field name="title" label={t("adminNews.title")} required error={error("title")}>
          {(describedBy) => (
            <input id="title" name="title" type="text" required maxLength={TITLE_MAX} defaultValue={values.title} aria-invalid={invalid("title")} aria-describedby={describedBy} className={inputClass} />
          )}
        </Field>
        <Field name="excerpt" label={t("adminNews.excerpt")} required error={error("excerpt")}>
          {(describedBy) => (
            <textarea id="excerpt" name="excerpt" rows={3} required maxLength={EXCERPT_MAX} defaultValue={values.excerpt} aria-invalid={invalid("excerpt")} aria-describedby={describedBy} className={inputClass} />
          )}
        </Field>
        <Field name="imageUrl" label={t("adminNews.imageUrl")} error={error("imageUrl")}>
          {(describedBy) => (
            <input id="imageUrl" name="imageUrl" type="url" inputMode="url" defaultValue={values.imageUrl} aria-invalid={invalid("imageUrl")} aria-describedby={describedBy} className={inputClass} />
          )}
        </Field>
        <Field name="content" label={t("adminNews.content")} required error={error("content")} hint={t("adminNews.contentHelp")}>
          {(describedBy) => (
            <textarea id="content" name="content" rows={12} required maxLength={CONTENT_MAX} defaultValue={values.content} aria-invalid={invalid("content")} aria-describedby={describedBy} className={`${inputClass} font-mono text-sm`} />
          )}
        </Field>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field name="category" label={t("adminNews.category")} error={error("category")}>
            {(describedBy) => (
              <select id="category" name="category" defaultValue={values.category} aria-invalid={invalid("category")} aria-describedby={describedBy} className={inputClass}>
                {NEWS_CATEGORIES.map((category) => (
                  <option key={category} value={category}>{t(`news.categories.${category}`)}</option>
                ))}
              </select>
            )}
          </Field>
          <Field name="language" label={t("adminNews.language")} error={error("language")}>
            {(describedBy) => (
              <select id="language" name="language" defaultValue={values.language} aria-invalid={invalid("language")} aria-describedby={describedBy} className={inputClass}>
                {LOCALES.map((locale) => (
                  <option key={locale} value={locale} lang={locale}>{LOCALE_NAMES[locale]}</option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="flex items-center gap-3">
          <input
            id="published"
            name="published"
            type="checkbox"
            role="switch"
            defaultChecked={values.published}
            className="size-5 accent-ocean-700"
          />
          <label htmlFor="published" className="font-semibold text-slate-900">{t("adminNews.publish")}</label>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="save" className="rounded-md bg-ocean-800 px-5 py-2 font-semibold text-white hover:bg-ocean-900">
            {articleId ? t("adminNews.update") : t("adminNews.create")}
          </button>
          <button type="submit" name="intent" value="preview" className="rounded-md border border-ocean-800 px-5 py-2 font-semibold text-ocean-800 hover:bg-ocean-50">
            {t("adminNews.preview")}
          </button>
          <Link to="/admin/news" className="rounded-md border border-slate-400 px-5 py-2 font-semibold text-slate-800 hover:bg-slate-100">
            {t("adminNews.cancel")}
          </Link>
          {articleId && (
            <Link to={`/news/${articleId}`} reloadDocument className="inline-flex items-center gap-1.5 font-semibold text-ocean-700 underline-offset-4 hover:underline">
              {t("adminNews.preview")}
              <span className="sr-only"> {t("adminNews.publicPage")}</span>
              <ExternalLink aria-hidden="true" className="size-4" />
            </Link>
          )}
        </div>
      </Form>
      {preview && (
        <section aria-labelledby="preview-heading" className="mt-10 max-w-3xl rounded-xl border border-dashed border-ocean-700 p-6">
          <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wide text-ocean-800">{t("adminNews.previewTitle")}</h2>
          <article lang={values.language || undefined} className="mt-4">
            <h3 className="text-3xl font-bold text-slate-900">{preview.title}</h3>
            <p className="mt-3 text-lg text-slate-700">{preview.excerpt}</p>
            {preview.imageUrl && <img src={preview.imageUrl} alt="" className="mt-6 aspect-video w-full rounded-xl object-cover" />}
            <div
              className="mt-6 space-y-4 leading-relaxed text-slate-800 [&_a]:text-ocean-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
              // The server sanitised this HTML with the article allowlist before sending it.
              dangerouslySetInnerHTML={{ __html: preview.content }}
            />
          </article>
        </section>
      )}
    </>
  );
}

type NoticeKind = "created" | "saved" | "conflict" | "failed" | "unavailable" | "missing";

const NOTICE_TEXT = {
  saved: "adminNews.updated",
  conflict: "adminNews.conflict",
  failed: "adminNews.saveFailed",
  unavailable: "admin.saveUnavailable",
  missing: "adminNews.notFound",
} as const;

/**
 * The outcome of the last post, as text for everyone (also without JavaScript) and as a toast:
 * a new article's success, a saved edit, a conflict, a failure or the database being down.
 */
export function NewsFormNotice({ kind, trigger, children }: { kind: NoticeKind | null; /** A new value shows the toast again. */ trigger?: unknown; children?: ReactNode }) {
  const { t } = useTranslation();
  const text = kind === null ? null : kind === "created" ? t("adminNews.created") : t(NOTICE_TEXT[kind]);
  const success = kind === "created" || kind === "saved";
  useEffect(() => {
    if (text) showToast({ kind: success ? "success" : "error", title: text });
  }, [text, success, trigger]);
  if (!text) return null;
  return (
    <div
      role={success ? "status" : "alert"}
      className={`mt-6 max-w-3xl rounded-md border p-4 ${success ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-900"}`}
    >
      <p>{text}</p>
      {children}
    </div>
  );
}
