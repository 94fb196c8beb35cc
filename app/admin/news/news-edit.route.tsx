import { useEffect } from "react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { data, isRouteErrorResponse, Link, useNavigate } from "react-router";
import type { Route } from "./+types/news-edit.route";
import { findNewsForEdit, storyLanguages, updateNews, versionOf } from "./admin-news.server.ts";
import { LanguageVersions } from "./language-versions.tsx";
import { articleId, handleNewsForm, keepNewsForm, newsAnswer } from "./form-action.server.ts";
import type { NewsFormValues } from "./news-fields.ts";
import { NewsForm, NewsFormOutcome } from "./news-form.tsx";
import { authorChoices } from "./news-author.server.ts";
import { imageChoices } from "~/admin/media/image-choices.server.ts";
import { formFailure, formSuccess } from "~/platform/forms/form-result.ts";
import { requireRoleForForm, STAFF } from "~/domain/auth/guard.server.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { toTahitiWallClock } from "../../../vocabulary/tahiti-time.ts";
import { servicesContext } from "~/services.server.ts";

/** After creating an article, the editor sees the success here for this long, then the list. */
const BACK_TO_LIST_DELAY_MS = 2000;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  const id = articleId(params.id);
  const { t } = context.get(translatorContext);
  const title = `${t("adminNews.editTitle")} — ${t("admin.metaTitle")}`;
  // The answer to a post refused while the database is down: the form shows what was sent.
  if (!user) return { id, values: null, covers: [], authors: [], languages: [], created: false, title };
  const { database } = context.get(servicesContext);
  const article = await findNewsForEdit(database.db, id);
  if (!article) throw data({ notFound: true }, { status: 404 });
  const values: NewsFormValues = {
    title: article.title,
    excerpt: article.excerpt,
    coverMediaId: article.coverMediaId === null ? "" : String(article.coverMediaId),
    imageUrl: article.imageUrl ?? "",
    imageAlt: article.imageAlt ?? "",
    content: article.content,
    category: article.category,
    language: article.language,
    authorId: article.authorId ?? "",
    featured: article.featured ? "on" : "",
    published: article.published ? "on" : "",
    publishAt: article.publishAt ? toTahitiWallClock(article.publishAt) : "",
    unpublishAt: article.unpublishAt ? toTahitiWallClock(article.unpublishAt) : "",
    version: versionOf(article.updatedAt),
  };
  const [covers, authors, languages] = await Promise.all([
    imageChoices(database.db, article.coverMediaId),
    authorChoices(database.db, article.authorId),
    storyLanguages(database.db, id, article.language),
  ]);
  return { id, values, covers, authors, languages, created: new URL(request.url).searchParams.get("created") === "1", title };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  if (!user) return keepNewsForm(request);
  const id = articleId(params.id);
  const services = context.get(servicesContext);
  const current = await findNewsForEdit(services.database.db, id);
  return handleNewsForm(
    request,
    services,
    async (input, values) => {
      const outcome = await updateNews(services.database.db, user, id, values.version, input);
      if (outcome.ok) return newsAnswer(formSuccess("adminNews.updated", { ...values, version: outcome.version }));
      if (outcome.reason === "notFound") return newsAnswer(formFailure("adminNews.notFound", values), 404);
      if (outcome.reason === "languageTaken") return newsAnswer({ ok: false, fieldErrors: { language: "adminNews.errors.languageTaken" }, values }, 409);
      // The next save replaces the current version: the editor has been told and keeps their text.
      return newsAnswer(formFailure("adminNews.conflict", { ...values, version: outcome.version }), 409);
    },
    current?.authorId ?? null,
  );
}

export default function EditNews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { created } = loaderData;
  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate("/admin/news"), BACK_TO_LIST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);
  const initial = loaderData.values ?? actionData?.values;
  return (
    <>
      <h1 className="text-3xl font-bold text-ocean-900">{t("adminNews.editTitle")}</h1>
      {loaderData.languages.length > 0 && <LanguageVersions storyId={loaderData.id} languages={loaderData.languages} current={loaderData.values?.language} />}
      <NewsFormOutcome result={actionData} created={created} />
      {initial && <NewsForm key={loaderData.id} articleId={loaderData.id} initial={initial} result={actionData} covers={loaderData.covers} authors={loaderData.authors} />}
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  // Inside the admin layout: its header and <main> stay, only this page's content is replaced.
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const missing = status === 404;
  if (status === 403) {
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">{t("admin.deniedTitle")}</h1>
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-800">{t("admin.denied")}</p>
      </>
    );
  }
  return (
    <>
      <title>{`${t("adminNews.editTitle")} — ${t("admin.metaTitle")}`}</title>
      <h1 className="text-3xl font-bold text-ocean-900">{missing ? t("adminNews.editTitle") : t("error.title")}</h1>
      <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">{missing ? t("adminNews.notFound") : t("adminNews.saveFailed")}</p>
      <p className="mt-4">
        <Link to="/admin/news" className="font-semibold text-ocean-700 underline">{t("adminNews.backToList")}</Link>
      </p>
    </>
  );
}
