import { data, Link } from "react-router";
import type { Route } from "./+types/session.route";
import { requireRole, requireRoleForForm, STAFF } from "~/domain/auth/guard.server.ts";
import { findSession } from "~/domain/schedule/schedule-read.server.ts";
import { stageLabel } from "~/domain/schedule/stage-label.ts";
import { formFailure } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { servicesContext } from "~/services.server.ts";
import { DeleteForm } from "~/admin/layout/delete-form.tsx";
import { ItemError } from "~/admin/layout/item-error.tsx";
import { rowIdOr404, postedSession, scheduleNamesIn, scheduleOptions, sessionAction, sessionFormValues, type ScheduleFormResult } from "./schedule-admin.server.ts";
import { SessionForm } from "./schedule-forms.tsx";

// A session's form (`/admin/schedule/sessions/{id}`): its stage, times and venue.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, STAFF);
  const id = rowIdOr404(params.id);
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const { database, content } = context.get(servicesContext);
  const found = await findSession(database.db, id);
  if (!found) throw data(null, { status: 404 });
  const stage = stageLabel(t, found.session);
  const heading = t("adminSchedule.editSessionTitle", { stage, code: found.event.code });
  return {
    id,
    eventId: found.event.id,
    stage,
    heading,
    initial: sessionFormValues(found.session),
    options: scheduleOptions(await scheduleNamesIn(content, locale), locale),
    canDelete: user.role === "admin",
    title: `${heading} — ${t("admin.metaTitle")}`,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  const id = rowIdOr404(params.id);
  if (!user) return formResponse<ScheduleFormResult>(formFailure("admin.saveUnavailable", postedSession(await request.formData())), { status: 503 });
  const services = context.get(servicesContext);
  const found = await findSession(services.database.db, id);
  if (!found) throw data(null, { status: 404 });
  return sessionAction(services, request, { id, eventId: found.event.id }, user);
}

export default function ScheduleSession({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { id, eventId, stage, heading, initial, options, canDelete } = loaderData;
  return (
    <>
      <p>
        <Link to={`/admin/schedule/${eventId}`} className="text-sm font-semibold text-ocean-800 underline underline-offset-4">{t("adminSchedule.backToEvent")}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ocean-900">{heading}</h1>
      <SessionForm key={id} initial={initial} result={actionData} options={options} />
      {canDelete && <DeleteForm label={t("adminSchedule.deleteSession")} confirm={`${t("adminSchedule.deleteSessionTitle", { stage })}\n${t("adminSchedule.deleteSessionText")}`} />}
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  return <ItemError error={error} title={t("adminSchedule.title")} notFound={t("adminSchedule.sessionNotFound")} failed={t("adminContent.saveFailed")} back={{ to: "/admin/schedule", label: t("adminSchedule.backToList") }} />;
}
