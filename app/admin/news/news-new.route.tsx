import { useTranslation } from "~/platform/i18n/translation.tsx";
import { redirect } from "react-router";
import type { Route } from "./+types/news-new.route";
import { createNews } from "./admin-news.server.ts";
import { handleNewsForm, keepNewsForm } from "./form-action.server.ts";
import { NewsForm, NewsFormOutcome } from "./news-form.tsx";
import { requireRoleForForm, STAFF } from "~/domain/auth/guard.server.ts";
import { translatorContext, localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import type { NewsFormValues } from "./news-fields.ts";
import { authorChoices } from "./news-author.server.ts";
import { imageChoices } from "~/admin/media/image-choices.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  const { t } = context.get(translatorContext);
  const { database } = context.get(servicesContext);
  // A new article is a draft, in the editor's interface language until they choose another.
  const values: NewsFormValues = {
    title: "",
    excerpt: "",
    coverMediaId: "",
    imageUrl: "",
    imageAlt: "",
    content: "",
    category: "preparation",
    language: context.get(localeContext),
    authorId: user?.id ?? "",
    featured: "",
    published: "",
    publishAt: "",
    unpublishAt: "",
    version: "",
  };
  // No user means the database is down: the form still shows, without the library's images.
  const [covers, authors] = user ? await Promise.all([imageChoices(database.db, null), authorChoices(database.db, null)]) : [[], []];
  return { values, covers, authors, title: `${t("adminNews.createTitle")} — ${t("admin.metaTitle")}` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  if (!user) return keepNewsForm(request);
  const services = context.get(servicesContext);
  return handleNewsForm(request, services, async (input) => {
    const id = await createNews(services.database.db, user, input);
    return redirect(`/admin/news/${id}/edit?created=1`);
  });
}

export default function NewNews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-3xl font-bold text-ocean-900">{t("adminNews.createTitle")}</h1>
      <NewsFormOutcome result={actionData} />
      <NewsForm initial={loaderData.values} result={actionData} covers={loaderData.covers} authors={loaderData.authors} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
