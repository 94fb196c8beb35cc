import { data, Link } from "react-router";
import type { Route } from "./+types/session-new.route";
import { requireRole, requireRoleForForm, STAFF } from "~/domain/auth/guard.server.ts";
import { findEvent } from "~/domain/schedule/schedule-read.server.ts";
import { formFailure } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { servicesContext } from "~/services.server.ts";
import { ItemError } from "~/admin/layout/item-error.tsx";
import { rowIdOr404, postedSession, scheduleNamesIn, scheduleOptions, sessionAction, type ScheduleFormResult } from "./schedule-admin.server.ts";
import { SessionForm } from "./schedule-forms.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, STAFF);
  const id = rowIdOr404(params.id);
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const { database, content } = context.get(servicesContext);
  const event = await findEvent(database.db, id);
  if (!event) throw data(null, { status: 404 });
  const heading = t("adminSchedule.newSessionTitle", { code: event.code });
  return { id, heading, options: scheduleOptions(await scheduleNamesIn(content, locale), locale), title: `${heading} — ${t("admin.metaTitle")}` };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  const id = rowIdOr404(params.id);
  if (!user) return formResponse<ScheduleFormResult>(formFailure("admin.saveUnavailable", postedSession(await request.formData())), { status: 503 });
  return sessionAction(context.get(servicesContext), request, { eventId: id }, user);
}

export default function NewSession({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { id, heading, options } = loaderData;
  return (
    <>
      <p>
        <Link to={`/admin/schedule/${id}`} className="text-sm font-semibold text-ocean-800 underline underline-offset-4">{t("adminSchedule.backToEvent")}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ocean-900">{heading}</h1>
      <SessionForm initial={{}} result={actionData} options={options} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  return <ItemError error={error} title={t("adminSchedule.title")} notFound={t("adminSchedule.notFound")} failed={t("adminContent.saveFailed")} back={{ to: "/admin/schedule", label: t("adminSchedule.backToList") }} />;
}
