import { Download, Plus, Upload } from "lucide-react";
import { z } from "zod";
import { Form, Link } from "react-router";
import type { Route } from "./+types/schedule-list.route";
import { requireRole, STAFF } from "~/domain/auth/guard.server.ts";
import { shown } from "~/domain/content/localized.ts";
import { listEvents } from "~/domain/schedule/schedule-read.server.ts";
import { sportName } from "~/domain/sports/public-sports.server.ts";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { formatDate } from "~/platform/i18n/format.ts";
import { TAHITI_TIME_ZONE } from "../../../vocabulary/tahiti-time.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { FormNotice } from "~/platform/forms/form-alert.tsx";
import { buttonClass } from "~/platform/forms/submit-button.tsx";
import { SelectField } from "~/platform/forms/field.tsx";
import { servicesContext } from "~/services.server.ts";
import { SearchField } from "~/platform/ui/search-field.tsx";
import { AdminTable } from "~/admin/layout/admin-table.tsx";
import { scheduleNamesIn, scheduleOptions } from "./schedule-admin.server.ts";

// Query strings are typed by hand and shared: anything unusable is dropped, never an error.
const listQuery = (sports: readonly string[]) =>
  z.object({
    sport: z.string().refine((slug) => sports.includes(slug)).optional().catch(undefined),
    q: z
      .string()
      .transform((q) => q.replace(/\s+/g, " ").trim().slice(0, 100).trim() || undefined)
      .optional()
      .catch(undefined),
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, STAFF);
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const { database, content } = context.get(servicesContext);
  const names = await scheduleNamesIn(content, locale);
  const params = new URL(request.url).searchParams;
  const query = listQuery([...names.sports.bySlug.keys()]).parse({ sport: params.get("sport") || undefined, q: params.get("q") || undefined });
  const events = await listEvents(database.db, query);
  return {
    query,
    sports: scheduleOptions(names, locale).sports,
    deleted: params.get("deleted"),
    events: events.map((event) => ({
      ...event,
      name: shown(event.name, locale).value,
      sport: sportName(names.sports, event.sport),
      first: event.first ? new Date(event.first).toISOString() : null,
    })),
    title: `${t("adminSchedule.title")} — ${t("admin.metaTitle")}`,
  };
}

export default function ScheduleList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { query, sports, events, deleted } = loaderData;
  const filtered = query.sport !== undefined || query.q !== undefined;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ocean-900">{t("adminSchedule.title")}</h1>
        <div className="flex flex-wrap gap-3">
          <Link to="/admin/schedule/new" className={buttonClass()}>
            <span className="inline-flex items-center gap-2">
              <Plus aria-hidden="true" className="size-4" />
              {t("adminSchedule.newEvent")}
            </span>
          </Link>
          <Link to="/admin/schedule/import" className={buttonClass({ variant: "secondary" })}>
            <span className="inline-flex items-center gap-2">
              <Upload aria-hidden="true" className="size-4" />
              {t("adminSchedule.importCsv")}
            </span>
          </Link>
          <a href="/admin/schedule/export" download className={buttonClass({ variant: "secondary" })}>
            <span className="inline-flex items-center gap-2">
              <Download aria-hidden="true" className="size-4" />
              {t("adminSchedule.exportCsv")}
            </span>
          </a>
        </div>
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">{t("adminSchedule.intro")}</p>
      {deleted && <FormNotice text={t("adminSchedule.deleted", { code: deleted })} className="mt-4" />}
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <SelectField field={{ id: "schedule-sport", name: "sport", defaultValue: query.sport ?? "" }} label={t("adminSchedule.sportLabel")}>
          <option value="">{t("adminSchedule.allSports")}</option>
          {sports.map((sport) => (
            <option key={sport.value} value={sport.value}>
              {sport.label}
            </option>
          ))}
        </SelectField>
        <SearchField id="schedule-search" label={t("adminSchedule.searchLabel")} buttonLabel={t("adminSchedule.searchButton")} value={query.q} />
        {filtered && (
          <Link to="/admin/schedule" className="px-2 py-2 font-semibold text-ocean-700 underline">
            {t("adminSchedule.clearSearch")}
          </Link>
        )}
      </Form>
      <p className="mt-4 text-sm text-slate-700" role="status">{t("adminSchedule.count", { count: events.length })}</p>
      {events.length === 0 ? (
        <p className="mt-4 text-slate-800">{filtered ? t("adminSchedule.noMatch") : t("adminSchedule.empty")}</p>
      ) : (
        <AdminTable
          caption={t("adminSchedule.caption")}
          className="mt-2"
          columns={[t("adminSchedule.colCode"), t("adminSchedule.colEvent"), t("adminSchedule.colSport"), t("adminSchedule.colCategory"), t("adminSchedule.colMedal"), t("adminSchedule.colSessions"), t("adminSchedule.colFirst")]}
        >
          {events.map((event) => (
            <tr key={event.id} className="border-b border-slate-200 align-middle">
              <td className="whitespace-nowrap py-3 pr-4 font-mono">{event.code}</td>
              <td className="py-3 pr-4">
                <Link to={`/admin/schedule/${event.id}`} className="font-semibold text-ocean-800 underline underline-offset-2">
                  {event.name}
                </Link>
                {event.demo && <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{t("adminSchedule.demoBadge")}</span>}
              </td>
              <td className="py-3 pr-4">{event.sport}</td>
              <td className="py-3 pr-4">{t(`schedule.genders.${event.gender}`)}</td>
              <td className="py-3 pr-4">{t(event.medal ? "admin.yes" : "admin.no")}</td>
              <td className="py-3 pr-4">{event.sessions}</td>
              <td className="whitespace-nowrap py-3">{event.first ? formatDate(event.first, locale, { dateStyle: "medium", timeStyle: "short", timeZone: TAHITI_TIME_ZONE }) : "—"}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
