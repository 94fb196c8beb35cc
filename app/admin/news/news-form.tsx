import { ExternalLink } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { Form, Link } from "react-router";
import { NEWS_CATEGORIES } from "../../../vocabulary/news-keys.ts";
import { LOCALE_NAMES, LOCALES } from "~/platform/i18n/locales.ts";
import { SelectField, TextAreaField, TextField } from "~/platform/forms/field.tsx";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { fieldsOf, messageText, type FormValues } from "~/platform/forms/form-result.ts";
import { useFocusFirstError, useResultToast, useSubmitting } from "~/admin/layout/form-hooks.ts";
import { buttonClass, SubmitButton } from "~/platform/forms/submit-button.tsx";
import { CONTENT_MAX, EXCERPT_MAX, IMAGE_ALT_MAX, TITLE_MAX } from "./limits.ts";
import { LibraryImageField } from "~/admin/media/library-image-field.tsx";
import { ScheduleFields } from "./schedule-fields.tsx";
import { RichTextField } from "~/admin/editor/rich-text-field.tsx";
import type { AuthorChoice } from "./news-fields.ts";
import type { ImageChoice } from "~/admin/media/image-choice.ts";
import type { NewsField, NewsFormResult } from "./news-fields.ts";

interface NewsFormProps {
  /** The article being edited; absent when creating one. */
  articleId?: number;
  /** What the form shows before any post: an empty draft, or the article as saved. */
  initial: FormValues<NewsField>;
  result: NewsFormResult | undefined;
  /** The library images offered as the cover. */
  covers: ImageChoice[];
  /** Who may sign the article. */
  authors: AuthorChoice[];
}

/** The one form that creates and edits an article; it posts to its own route and works without JS. */
export function NewsForm({ articleId, initial, result, covers, authors }: NewsFormProps) {
  const { t } = useTranslation();
  const form = useFocusFirstError(result);
  const field = fieldsOf(result, { initial });
  const saving = useSubmitting("save");
  const previewing = useSubmitting("preview");
  const preview = result?.ok ? result.preview : undefined;
  return (
    <>
      <Form ref={form} method="post" className="mt-6 max-w-3xl space-y-6">
        <input type="hidden" name="version" value={field("version").defaultValue ?? ""} />
        <TextField field={field("title")} label={t("adminNews.title")} required marks type="text" maxLength={TITLE_MAX} />
        <TextAreaField field={field("excerpt")} label={t("adminNews.excerpt")} required marks rows={3} maxLength={EXCERPT_MAX} />
        <LibraryImageField field={field("coverMediaId")} choices={covers} label={t("adminNews.cover")} hint={t("adminNews.coverHint")} dialogTitle={t("adminNews.coverDialogTitle")} />
        <TextField field={field("imageUrl")} label={t("adminNews.imageUrl")} hint={t("adminNews.imageUrlHint")} marks type="url" inputMode="url" />
        <TextField field={field("imageAlt")} label={t("adminNews.imageAlt")} hint={t("adminNews.imageAltHint")} marks type="text" maxLength={IMAGE_ALT_MAX} />
        <RichTextField field={field("content")} label={t("adminNews.content")} hint={t("adminNews.contentHelp")} required maxLength={CONTENT_MAX} />
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField field={field("category")} label={t("adminNews.category")} required marks>
            {NEWS_CATEGORIES.map((category) => (
              <option key={category} value={category}>{t(`news.categories.${category}`)}</option>
            ))}
          </SelectField>
          <SelectField field={field("language")} label={t("adminNews.language")} required marks>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>{LOCALE_NAMES[locale]}</option>
            ))}
          </SelectField>
        </div>
        <SelectField field={field("authorId")} label={t("adminNews.author")} hint={t("adminNews.authorHint")} marks>
          <option value="">{t("adminNews.authorNewsroom")}</option>
          {authors.map((author) => (
            <option key={author.id} value={author.id}>{author.name}</option>
          ))}
        </SelectField>
        <div>
          <div className="flex items-center gap-3">
            <input
              id="featured"
              name="featured"
              type="checkbox"
              role="switch"
              aria-describedby="featured-hint"
              defaultChecked={field("featured").defaultValue === "on"}
              className="size-5 accent-ocean-700"
            />
            <label htmlFor="featured" className="font-semibold text-slate-900">{t("adminNews.featured")}</label>
          </div>
          <p id="featured-hint" className="mt-1 text-sm text-slate-700">{t("adminNews.featuredHint")}</p>
        </div>
        <div className="flex items-center gap-3">
          <input
            id="published"
            name="published"
            type="checkbox"
            role="switch"
            defaultChecked={field("published").defaultValue === "on"}
            className="size-5 accent-ocean-700"
          />
          <label htmlFor="published" className="font-semibold text-slate-900">{t("adminNews.publish")}</label>
        </div>
        <ScheduleFields publishAt={field("publishAt")} unpublishAt={field("unpublishAt")} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton name="intent" value="save" label={articleId ? t("adminNews.update") : t("adminNews.create")} busyLabel={t("adminNews.saving")} busy={saving} />
          <SubmitButton name="intent" value="preview" label={t("adminNews.preview")} busy={previewing} variant="secondary" />
          <Link to="/admin/news" className={buttonClass({ variant: "quiet" })}>
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
          <article lang={field("language").defaultValue || undefined} className="mt-4">
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

/**
 * The outcome of the last post, as text for everyone (also without JavaScript) and as a toast: a
 * saved or new article, the fields to correct, a conflict, a failure or the database being down.
 */
export function NewsFormOutcome({ result, created = false }: { result: NewsFormResult | undefined; /** Back from creating the article. */ created?: boolean }) {
  const { t } = useTranslation();
  const notice = result ? (result.ok ? result.notice : undefined) : created ? "adminNews.created" : undefined;
  useResultToast(result, notice);
  return (
    <>
      {notice && (
        <FormNotice text={messageText(t, notice)} className="mt-6 max-w-3xl">
          {!result && created && (
            <p className="mt-2">
              <Link to="/admin/news" className="font-semibold text-green-900 underline">{t("adminNews.backToList")}</Link>
            </p>
          )}
        </FormNotice>
      )}
      <FormAlert result={result} summary="forms.invalidSummary" className="mt-6 max-w-3xl" />
    </>
  );
}
