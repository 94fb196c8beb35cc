import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/content-list.route";
import { requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { FormNotice } from "~/platform/forms/form-alert.tsx";
import { buttonClass } from "~/platform/forms/submit-button.tsx";
import { servicesContext } from "~/platform/services/services.ts";
import { AdminTable } from "~/admin/layout/admin-table.tsx";
import { useResultToast } from "~/admin/layout/form-hooks.ts";
import { itemSummaries, kindFrom, singleRedirect } from "./content-admin.server.ts";

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short", timeZone: "Pacific/Tahiti" };
const MAX_NAME = 200;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, STAFF);
  const def = kindFrom(params.kind);
  const single = singleRedirect(def);
  if (single) throw single;
  const { database } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const deleted = new URL(request.url).searchParams.get("deleted")?.slice(0, MAX_NAME) ?? null;
  const items = await itemSummaries(database.db, def);
  return { kind: def.kind, items, deleted, fixed: def.fixed === true, title: `${t(`adminContent.kinds.${def.kind}.title`)} — ${t("admin.metaTitle")}` };
}

export default function ContentList({ loaderData: { kind, items, deleted, fixed } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notice = deleted ? ({ key: "adminContent.deleted", values: { name: deleted } } as const) : undefined;
  useResultToast(undefined, notice);
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
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
