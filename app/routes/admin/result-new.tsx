import { useTranslation } from "~/features/i18n/translation.tsx";
import type { Route } from "./+types/result-new";
import { ResultForm } from "~/features/admin-results/result-form.tsx";
import { formOptions } from "~/features/admin-results/results.server.ts";
import { keepResultForm, saveResult } from "~/features/admin-results/save.server.ts";
import { todayInTahiti, type ResultValues } from "~/features/admin-results/schema.server.ts";
import { requireRoleForForm, STAFF } from "~/features/auth/guard.server.ts";
import { translatorContext, localeContext } from "~/features/i18n/context.ts";
import { servicesContext } from "~/features/server/services.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRoleForForm(request, context, STAFF);
  const { t } = context.get(translatorContext);
  // SPEC.md section 3: a new result defaults to today (in Tahiti) and to no medal.
  const initial: ResultValues = { sport: "", event: "", athlete: "", country: "", result: "", medal: "none", date: todayInTahiti() };
  return { initial, options: formOptions(context.get(localeContext)), title: `${t("adminResults.newTitle")} — ${t("admin.metaTitle")}` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  if (!user) return keepResultForm(request);
  return saveResult(context.get(servicesContext), request, null);
}

export default function NewResult({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-3xl font-bold text-ocean-900">{t("adminResults.newTitle")}</h1>
      <ResultForm mode="create" initial={loaderData.initial} outcome={actionData} {...loaderData.options} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
