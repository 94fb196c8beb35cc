import { data, Link } from "react-router";
import type { Route } from "./+types/content-item.route";
import { requireRole, requireRoleForForm, STAFF } from "~/domain/auth/guard.server.ts";
import { itemLabel } from "~/domain/content/content-writes.server.ts";
import { toFormValues } from "~/domain/content/fields.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { formFailure } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { servicesContext } from "~/services.server.ts";
import { DeleteForm } from "~/admin/layout/delete-form.tsx";
import { ItemError } from "~/admin/layout/item-error.tsx";
import { imageChoices } from "~/admin/media/image-choices.server.ts";
import { choiceOptions, contentAction, findItem, kindFrom, postedValues, singleItemOnly, type ContentFormResult } from "./content-admin.server.ts";
import { ContentForm } from "./content-form.tsx";

// One item's form (`/admin/content/{kind}/{id}`), or a new one's (`/admin/content/{kind}/new`).

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, STAFF);
  const def = kindFrom(params.kind);
  singleItemOnly(def, params.id);
  const { database } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const kindTitle = t(`adminContent.kinds.${def.kind}.one`);
  const row = params.id === undefined ? null : await findItem(database.db, def.kind, params.id);
  if ((params.id !== undefined && !row) || (params.id === undefined && def.fixed)) throw data(null, { status: 404 });
  const name = row ? itemLabel(def.kind, row.id, row.data) : null;
  const heading = def.single ? t(`adminContent.kinds.${def.kind}.title`) : name ? t("adminContent.editTitle", { name, kind: kindTitle }) : t("adminContent.newTitle", { kind: kindTitle });
  const photo = def.fields.find((field) => field.type === "image");
  const current = row && photo ? row.data[photo.name] : undefined;
  return {
    kind: def.kind,
    fields: def.fields,
    // A new item of a kind whose id is typed asks for it; an item's id never changes.
    givenId: row ? undefined : def.givenId,
    pages: row && def.itemPages?.[row.id] ? [def.itemPages[row.id]!] : def.pages,
    anchorPrefix: def.anchorPrefix,
    id: row?.id ?? null,
    name,
    heading,
    single: def.single === true,
    initial: row ? { ...toFormValues(def.fields, row.data), version: String(row.version) } : {},
    choices: await choiceOptions(database.db, def.fields),
    images: photo ? await imageChoices(database.db, typeof current === "number" ? current : null) : [],
    created: new URL(request.url).searchParams.has("created"),
    canDelete: user.role === "admin" && row !== null && !def.single && !def.fixed,
    title: `${heading} — ${t("admin.metaTitle")}`,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  const def = kindFrom(params.kind);
  singleItemOnly(def, params.id);
  if (!user) {
    const values = postedValues(def, await request.formData());
    return formResponse<ContentFormResult>(formFailure("admin.saveUnavailable", values), { status: 503 });
  }
  return contentAction(context.get(servicesContext), request, def, params.id ?? null, user);
}

export default function ContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { kind, fields, givenId, pages, anchorPrefix, id, name, heading, single, initial, images, choices, created, canDelete } = loaderData;
  return (
    <>
      <p>
        <Link to={single ? "/admin/content" : `/admin/content/${kind}`} className="text-sm font-semibold text-ocean-800 underline underline-offset-4">
          {t(single ? "adminContent.backToContent" : "adminContent.backToList")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ocean-900">{heading}</h1>
      {id && (
        <ul className="mt-2 flex flex-wrap gap-x-4 text-sm">
          <li>
            <Link to={`/admin/content/${kind}/${id}/history`} className="text-ocean-800 underline underline-offset-2">{t("adminContent.history")}</Link>
          </li>
          {pages.map((page) => (
            <li key={page}>
              <a href={anchorPrefix ? `${page}#${anchorPrefix}${id}` : page} className="text-ocean-800 underline underline-offset-2">{t("adminContent.seeOnSite", { page })}</a>
            </li>
          ))}
        </ul>
      )}
      <ContentForm key={id ?? "new"} kind={kind} fields={fields} givenId={givenId} initial={initial} result={actionData} images={images} choices={choices} notice={created ? "adminContent.created" : undefined} />
      {canDelete && <DeleteForm label={t("adminContent.delete")} confirm={`${t("adminContent.deleteTitle", { name: name ?? "" })}\n${t("adminContent.deleteText")}`} />}
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  return <ItemError error={error} title={t("adminContent.title")} notFound={t("adminContent.loadFailed")} failed={t("adminContent.saveFailed")} back={{ to: "/admin/content", label: t("adminContent.backToContent") }} />;
}
