import { ListOrdered, Pencil, Plus } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/event.route";
import { requireRole, requireRoleForForm, STAFF } from "~/domain/auth/guard.server.ts";
import { shown } from "~/domain/content/localized.ts";
import { eventSessions, findEvent } from "~/domain/schedule/schedule-read.server.ts";
import { stageLabel } from "~/domain/schedule/stage-label.ts";
import { formFailure, type FormMessage } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { buttonClass } from "~/platform/forms/submit-button.tsx";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { TAHITI_TIME_ZONE } from "../../../vocabulary/tahiti-time.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { servicesContext } from "~/services.server.ts";
import { AdminTable } from "~/admin/layout/admin-table.tsx";
import { DeleteForm } from "~/admin/layout/delete-form.tsx";
import { ItemError } from "~/admin/layout/item-error.tsx";
import { rowIdOr404, eventAction, eventFormValues, postedEvent, scheduleNamesIn, scheduleOptions, type ScheduleFormResult } from "./schedule-admin.server.ts";
import { EventForm } from "./schedule-forms.tsx";

// An event's form (`/admin/schedule/{id}`), with its sessions below.

const ARRIVAL_NOTICES = {
  created: "adminSchedule.created",
  sessionCreated: "adminSchedule.sessionCreated",
  sessionUpdated: "adminSchedule.sessionUpdated",
  sessionDeleted: "adminSchedule.sessionDeleted",
} as const satisfies Record<string, FormMessage>;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole(request, context, STAFF);
  const id = rowIdOr404(params.id);
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const { database, content } = context.get(servicesContext);
  const event = await findEvent(database.db, id);
  if (!event) throw data(null, { status: 404 });
  const [names, sessions] = await Promise.all([scheduleNamesIn(content, locale), eventSessions(database.db, id)]);
  const venueNames = new Map(names.venues.map((venue) => [venue.id, venue.name.value]));
  const heading = t("adminSchedule.editTitle", { code: event.code, name: shown(event.name, locale).value });
  const arrival = new URL(request.url).searchParams;
  return {
    id,
    code: event.code,
    heading,
    initial: eventFormValues(event),
    options: scheduleOptions(names, locale),
    sessions: sessions.map((session) => ({
      id: session.id,
      stage: stageLabel(t, session),
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt?.toISOString() ?? null,
      venue: venueNames.get(session.venue) ?? session.venue,
      cancelled: session.cancelled,
      results: session.results,
      state: session.state,
    })),
    notice: (Object.keys(ARRIVAL_NOTICES) as (keyof typeof ARRIVAL_NOTICES)[]).find((key) => arrival.has(key)),
    canDelete: user.role === "admin",
    title: `${heading} — ${t("admin.metaTitle")}`,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  const id = rowIdOr404(params.id);
  if (!user) return formResponse<ScheduleFormResult>(formFailure("admin.saveUnavailable", postedEvent(await request.formData())), { status: 503 });
  return eventAction(context.get(servicesContext), request, id, user);
}

export default function ScheduleEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id, code, heading, initial, options, sessions, notice, canDelete } = loaderData;
  const time = (iso: string) => formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short", timeZone: TAHITI_TIME_ZONE });
  return (
    <>
      <p>
        <Link to="/admin/schedule" className="text-sm font-semibold text-ocean-800 underline underline-offset-4">{t("adminSchedule.backToList")}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ocean-900">{heading}</h1>
      <EventForm key={id} initial={initial} result={actionData} options={options} notice={notice ? ARRIVAL_NOTICES[notice] : undefined} />

      <section aria-labelledby="sessions-title" className="mt-12 max-w-5xl border-t border-slate-200 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="sessions-title" className="text-2xl font-bold text-ocean-900">{t("adminSchedule.sessionsTitle")}</h2>
          <Link to={`/admin/schedule/${id}/sessions/new`} className={buttonClass()}>
            <span className="inline-flex items-center gap-2">
              <Plus aria-hidden="true" className="size-4" />
              {t("adminSchedule.newSession")}
            </span>
          </Link>
        </div>
        <p className="mt-2 text-sm text-slate-700">{t("adminSchedule.timesHint")}</p>
        {sessions.length === 0 ? (
          <p className="mt-4 text-slate-800">{t("adminSchedule.sessionsEmpty")}</p>
        ) : (
          <AdminTable caption={t("adminSchedule.sessionsCaption", { code })} columns={[t("adminSchedule.colStage"), t("adminSchedule.colStart"), t("adminSchedule.colVenue"), t("adminSchedule.colStatus"), t("adminResults.colActions")]}>
            {sessions.map((session) => (
              <tr key={session.id} className="border-b border-slate-200 align-middle">
                <td className="py-3 pr-4 font-semibold text-slate-900">{session.stage}</td>
                <td className="whitespace-nowrap py-3 pr-4">
                  {time(session.startsAt)}
                  {session.endsAt && ` – ${formatDate(session.endsAt, locale, { timeStyle: "short", timeZone: TAHITI_TIME_ZONE })}`}
                </td>
                <td className="py-3 pr-4">{session.venue}</td>
                <td className="py-3 pr-4">
                  {session.cancelled ? <span className="font-semibold text-red-800">{t("adminSchedule.cancelledBadge")}</span> : t("adminSchedule.scheduledBadge")}
                  {session.results > 0 && (
                    <span className="block text-sm text-slate-700">
                      {t("adminSchedule.results.lines", { count: session.results })}
                      {session.state && ` · ${t(`adminSchedule.results.states.${session.state}`)}`}
                    </span>
                  )}
                </td>
                <td className="flex flex-wrap gap-2 py-3">
                  <Link to={`/admin/schedule/sessions/${session.id}/results`} aria-label={t("adminSchedule.results.linkLabel", { stage: session.stage })} className="inline-flex items-center gap-1 rounded-md border border-ocean-700 px-3 py-1 font-semibold text-ocean-800 hover:bg-ocean-50">
                    <ListOrdered aria-hidden="true" className="size-4" />
                    {t("adminSchedule.results.link")}
                  </Link>
                  <Link to={`/admin/schedule/sessions/${session.id}`} aria-label={t("adminSchedule.editSessionLabel", { stage: session.stage })} className="inline-flex items-center gap-1 rounded-md border border-ocean-700 px-3 py-1 font-semibold text-ocean-800 hover:bg-ocean-50">
                    <Pencil aria-hidden="true" className="size-4" />
                    {t("adminSchedule.edit")}
                  </Link>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>

      {canDelete && <DeleteForm label={t("adminSchedule.deleteEvent")} confirm={`${t("adminSchedule.deleteEventTitle", { code })}\n${t("adminSchedule.deleteEventText")}`} fields={{ code }} />}
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  return <ItemError error={error} title={t("adminSchedule.title")} notFound={t("adminSchedule.notFound")} failed={t("adminContent.saveFailed")} back={{ to: "/admin/schedule", label: t("adminSchedule.backToList") }} />;
}
