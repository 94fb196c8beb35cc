import { useTranslation } from "~/platform/i18n/translation.tsx";
import { AdminTable } from "~/admin/layout/admin-table.tsx";
import { Form } from "react-router";
import type { Route } from "./+types/users.route";
import { changeUser, listUsers, userActionSchema } from "./users.server.ts";
import { ADMIN_ONLY, requireRole } from "~/domain/auth/guard.server.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";
import { ROLES } from "../../../vocabulary/roles.ts";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { formFailure, messageText, type FormResult } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { ROLE_LABELS } from "./role-labels.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireRole(request, context, ADMIN_ONLY);
  const { database } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  return { me, accounts: await listUsers(database.db), title: `${t("admin.usersTitle")} — ${t("admin.metaTitle")}` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireRole(request, context, ADMIN_ONLY);
  const parsed = userActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return formResponse<FormResult>(formFailure("admin.invalidRequest"));
  return changeUser(context.get(servicesContext).database.db, me, parsed.data);
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <h1 className="text-3xl font-bold text-ocean-900">{t("admin.usersTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("admin.usersIntro")}</p>
      {actionData?.ok && actionData.notice && <FormNotice text={messageText(t, actionData.notice)} className="mt-4" />}
      <FormAlert result={actionData} className="mt-4" />
      <AdminTable caption={t("admin.usersTitle")} columns={[t("admin.email"), t("admin.role"), t("admin.confirmed"), t("admin.created"), t("admin.status"), t("admin.actions")]}>
        {loaderData.accounts.map((account) => (
          <tr key={account.id} className="border-b border-slate-200 align-middle">
            <th scope="row" className="py-3 pr-4 font-medium text-slate-900">{account.email}</th>
            <td className="py-3 pr-4">
              <Form method="post" className="flex items-center gap-2">
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="userId" value={account.id} />
                <select name="role" defaultValue={account.role} aria-label={t("admin.changeRole", { email: account.email })} className="rounded-md border border-slate-400 px-2 py-1">
                  {ROLES.map((role) => (
                    <option key={role} value={role}>{t(ROLE_LABELS[role])}</option>
                  ))}
                </select>
                <button type="submit" className="rounded-md bg-ocean-800 px-3 py-1 font-semibold text-white hover:bg-ocean-900">{t("admin.saveRole")}</button>
              </Form>
            </td>
            <td className="py-3 pr-4">{account.emailVerified ? t("admin.yes") : t("admin.no")}</td>
            <td className="py-3 pr-4">{formatDate(account.createdAt, locale, { dateStyle: "medium" })}</td>
            <td className="py-3 pr-4">{account.banned ? t("admin.disabled") : t("admin.active")}</td>
            <td className="py-3">
              {account.id !== loaderData.me.id && (
                <Form method="post">
                  <input type="hidden" name="intent" value={account.banned ? "enable" : "disable"} />
                  <input type="hidden" name="userId" value={account.id} />
                  <button type="submit" className="rounded-md border border-slate-400 px-3 py-1 font-semibold text-slate-800 hover:bg-slate-100">
                    {account.banned ? t("admin.enable") : t("admin.disable")}
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
