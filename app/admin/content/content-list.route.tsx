import { Plus, RotateCcw } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/content-list.route";
import { requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { buttonClass } from "~/platform/forms/submit-button.tsx";
import { servicesContext } from "~/services.server.ts";
import { AdminTable } from "~/admin/layout/admin-table.tsx";
import { useResultToast } from "~/admin/layout/form-hooks.ts";
import { itemLabel } from "~/domain/content/content-writes.server.ts";
import { deletedItems } from "~/domain/content/revisions.server.ts";
import { itemSummaries, kindFrom, singleRedirect } from "./content-admin.server.ts";
import { restoreDeleted } from "./content-restore.server.ts";

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short", timeZone: "Pacific/Tahiti" };
const MAX_NAME = 200;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, STAFF);
  const def = kindFrom(params.kind);
  const single = singleRedirect(def);
  if (single) throw single;
  const { database } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const search = new URL(request.url).searchParams;
  const deleted = search.get("deleted")?.slice(0, MAX_NAME) ?? null;
  const restored = search.get("restored")?.slice(0, MAX_NAME) ?? null;
  const [items, trash] = await Promise.all([itemSummaries(database.db, def), deletedItems(database.db, def.kind)]);
  const gone = trash.map((item) => ({ id: item.id, label: itemLabel(def.kind, item.id, item.data), deletedAt: item.deletedAt, deletedBy: item.deletedBy }));
  return { kind: def.kind, items, gone, deleted, restored, fixed: def.fixed === true, title: `${t(`adminContent.kinds.${def.kind}.title`)} — ${t("admin.metaTitle")}` };
}

// Restoring a deleted item is an edit: admins and moderators.
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireRole(request, context, STAFF);
  const def = kindFrom(params.kind);
  return restoreDeleted(context.get(servicesContext), context.get(translatorContext), request, def, user);
}

export default function ContentList({ loaderData: { kind, items, gone, deleted, restored, fixed }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notice = deleted
    ? ({ key: "adminContent.deleted", values: { name: deleted } } as const)
    : restored
      ? ({ key: "adminContent.restoredItem", values: { name: restored } } as const)
      : undefined;
  useResultToast(actionData, notice);
  return (
    <>
      <p>
        <Link to="/admin/content" className="text-sm font-semibold text-ocean-800 underline underline-offset-4">{t("adminContent.backToContent")}</Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ocean-900">{t(`adminContent.kinds.${kind}.title`)}</h1>
        {!fixed && (
          <Link to={`/admin/content/${kind}/new`} className={buttonClass()}>
          <span className="inline-flex items-center gap-2">
            <Plus aria-hidden="true" className="size-5" />
            {t("adminContent.add")}
          </span>
        </Link>
        )}
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">{t(`adminContent.kinds.${kind}.description`)}</p>
      {notice && <FormNotice text={t(notice.key, notice.values)} className="mt-6 max-w-3xl" />}
      {items.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("adminContent.emptyList")}</p>
      ) : (
        <AdminTable caption={t(`adminContent.kinds.${kind}.title`)} columns={[t("adminContent.name"), { label: t("adminContent.updated"), className: "hidden md:table-cell" }, t("adminContent.toConfirmMark")]}>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-slate-200">
              <td className="py-3 pr-4">
                <Link to={`/admin/content/${kind}/${item.id}`} className="font-semibold text-ocean-800 underline underline-offset-2">{item.label}</Link>
              </td>
              <td className="hidden py-3 pr-4 whitespace-nowrap text-slate-700 md:table-cell">{formatDate(item.updatedAt, locale, WHEN)}</td>
              <td className="py-3 text-slate-800">
                {item.toConfirm.map((name) => t(`adminContent.fields.${kind}.${name}` as "adminContent.fields.venues.name")).join(", ")}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {(gone.length > 0 || actionData) && (
        <section aria-labelledby="deleted-title" className="mt-12 border-t border-slate-200 pt-6">
          <h2 id="deleted-title" className="text-2xl font-bold text-slate-900">{t("adminContent.deletedTitle")}</h2>
          <p className="mt-2 max-w-3xl text-slate-700">{t("adminContent.deletedIntro")}</p>
          <FormAlert result={actionData} className="mt-4 max-w-3xl" />
          {gone.length > 0 && (
            <AdminTable caption={t("adminContent.deletedTitle")} columns={[t("adminContent.name"), { label: t("adminContent.deletedOn"), className: "hidden md:table-cell" }, t("adminNews.columnActions")]}>
              {gone.map((item) => (
                <tr key={item.id} className="border-b border-slate-200 align-top">
                  <td className="py-3 pr-4">
                    <span className="font-semibold text-slate-900">{item.label}</span>
                    <span className="block text-slate-700 md:hidden">{t("adminContent.deletedWhen", { date: formatDate(item.deletedAt, locale, WHEN), name: item.deletedBy ?? t("admin.historyServer") })}</span>
                  </td>
                  <td className="hidden py-3 pr-4 text-slate-700 md:table-cell">{t("adminContent.deletedWhen", { date: formatDate(item.deletedAt, locale, WHEN), name: item.deletedBy ?? t("admin.historyServer") })}</td>
                  <td className="py-3">
                    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                      <Form method="post">
                        <input type="hidden" name="intent" value="restore" />
                        <input type="hidden" name="id" value={item.id} />
                        <button type="submit" className="inline-flex items-center gap-1 whitespace-nowrap font-semibold text-ocean-700 hover:underline">
                          <RotateCcw aria-hidden="true" className="size-4" />
                          {t("adminContent.restore")}
                          <span className="sr-only"> {item.label}</span>
                        </button>
                      </Form>
                      <Link to={`/admin/content/${kind}/${item.id}/history`} className="whitespace-nowrap font-semibold text-ocean-800 underline underline-offset-2">
                        {t("adminContent.history")}
                        <span className="sr-only"> {item.label}</span>
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </section>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
