import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { Route } from "./+types/result-new.route";
import { ResultForm } from "./result-form.tsx";
import { namedIn } from "./named.server.ts";
import { formOptions } from "./results.server.ts";
import { keepResultForm, saveResult } from "./save.server.ts";
import { todayInTahiti, type ResultValues } from "./schema.server.ts";
import { requireRoleForForm, STAFF } from "~/domain/auth/guard.server.ts";
import { translatorContext, localeContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRoleForForm(request, context, STAFF);
  const { t } = context.get(translatorContext);
  // docs/SPEC.md section 3: a new result defaults to today (in Tahiti) and to no medal.
  const initial: ResultValues = { sport: "", event: "", athlete: "", country: "", result: "", medal: "none", date: todayInTahiti() };
  const locale = context.get(localeContext);
  const options = formOptions(locale, await namedIn(context.get(servicesContext).content, locale));
  return { initial, options, title: `${t("adminResults.newTitle")} — ${t("admin.metaTitle")}` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  if (!user) return keepResultForm(request);
  return saveResult(context.get(servicesContext), request, null, user);
}

export default function NewResult({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-3xl font-bold text-ocean-900">{t("adminResults.newTitle")}</h1>
      <ResultForm mode="create" initial={loaderData.initial} result={actionData} {...loaderData.options} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
