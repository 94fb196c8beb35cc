import { Link } from "react-router";
import type { Route } from "./+types/event-new.route";
import { requireRole, requireRoleForForm, STAFF } from "~/domain/auth/guard.server.ts";
import { formFailure } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { servicesContext } from "~/services.server.ts";
import { eventAction, postedEvent, scheduleNamesIn, scheduleOptions, type ScheduleFormResult } from "./schedule-admin.server.ts";
import { EventForm } from "./schedule-forms.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, STAFF);
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const options = scheduleOptions(await scheduleNamesIn(context.get(servicesContext).content, locale), locale);
  return { options, title: `${t("adminSchedule.newTitle")} — ${t("admin.metaTitle")}` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  if (!user) return formResponse<ScheduleFormResult>(formFailure("admin.saveUnavailable", postedEvent(await request.formData())), { status: 503 });
  return eventAction(context.get(servicesContext), request, null, user);
}

export default function NewEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Link to="/admin/schedule" className="text-sm font-semibold text-ocean-800 underline underline-offset-4">{t("adminSchedule.backToList")}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ocean-900">{t("adminSchedule.newTitle")}</h1>
      <EventForm initial={{ medal: "on" }} result={actionData} options={loaderData.options} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
