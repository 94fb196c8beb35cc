import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/session-results.route";
import { requireRole, requireRoleForForm, STAFF } from "~/domain/auth/guard.server.ts";
import { medalRules, MAX_LINES, parseSessionForm, readSessionForm, saveSessionResults, sessionLines } from "~/domain/results/session-results.server.ts";
import { findSession } from "~/domain/schedule/schedule-read.server.ts";
import { stageLabel } from "~/domain/schedule/stage-label.ts";
import { sportsIn } from "~/domain/sports/public-sports.server.ts";
import { formFailure } from "~/platform/forms/form-result.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { localeContext, translatorContext } from "~/platform/i18n/context.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { databaseDown } from "~/platform/services/database-outage.server.ts";
import { servicesContext } from "~/services.server.ts";
import { ItemError } from "~/admin/layout/item-error.tsx";
import { isRouteResponse } from "~/admin/content/content-admin.server.ts";
import { rowIdOr404, scheduleNamesIn, scheduleOptions, type ScheduleFormResult } from "./schedule-admin.server.ts";
import { SessionResultsForm } from "./session-results-form.tsx";

// A session's results as one ranked list (`/admin/schedule/sessions/{id}/results`), for the results team.

/** Blank lines a form offers beyond the saved ones, and how many "Add lines" adds. */
const BLANK_LINES = 8;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, STAFF);
  const id = rowIdOr404(params.id);
  const locale = context.get(localeContext);
  const { t } = context.get(translatorContext);
  const { database, content } = context.get(servicesContext);
  const found = await findSession(database.db, id);
  if (!found) throw data(null, { status: 404 });
  const [names, saved, sports] = await Promise.all([scheduleNamesIn(content, locale), sessionLines(database.db, id), sportsIn(content, "fr")]);
  const rules = medalRules(found.event, found.session.phase, sports.bySlug.get(found.event.sport)?.twoBronzes === true);
  const initial: Record<string, string> = { lines: String(Math.min(saved.lines.length + BLANK_LINES, MAX_LINES)), version: saved.version, state: found.session.results ?? "" };
  saved.lines.forEach((line, index) => {
    Object.assign(initial, { [`rank.${index}`]: line.rank === null ? "" : String(line.rank), [`athlete.${index}`]: line.athlete, [`country.${index}`]: line.country, [`result.${index}`]: line.result, [`status.${index}`]: line.status ?? "" });
  });
  const stage = stageLabel(t, found.session);
  const heading = t("adminSchedule.results.title", { stage, code: found.event.code });
  return {
    eventId: found.event.id,
    heading,
    note: !rules.medalEvent ? t("adminSchedule.results.noMedalsNote") : rules.bronzes === 2 ? t("adminSchedule.results.medalsNoteTwoBronzes") : t("adminSchedule.results.medalsNote"),
    initial,
    medals: saved.lines.map((line) => line.medal),
    delegations: scheduleOptions(names, locale).delegations,
    saved: new URL(request.url).searchParams.has("saved"),
    title: `${heading} — ${t("admin.metaTitle")}`,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  const id = rowIdOr404(params.id);
  const form = await request.formData();
  const { values, lines } = readSessionForm(form);
  if (!user) return formResponse<ScheduleFormResult>(formFailure("admin.saveUnavailable", values), { status: 503 });
  const services = context.get(servicesContext);
  try {
    if (form.get("intent") === "more") return formResponse<ScheduleFormResult>({ ok: true, values: { ...values, lines: String(Math.min(lines + BLANK_LINES, MAX_LINES)) } });
    if (form.get("intent") !== "save") return formResponse<ScheduleFormResult>(formFailure("admin.invalidRequest", values));
    const found = await findSession(services.database.db, id);
    if (!found) throw data(null, { status: 404 });
    const [sports, names] = await Promise.all([sportsIn(services.content, "fr"), scheduleNamesIn(services.content, "fr")]);
    const rules = medalRules(found.event, found.session.phase, sports.bySlug.get(found.event.sport)?.twoBronzes === true);
    const parsed = parseSessionForm(values, lines, [...names.delegations.byCode.keys()], rules);
    if (!parsed.ok) return formResponse<ScheduleFormResult>(parsed);
    const outcome = await saveSessionResults(services.database.db, id, values.version ?? "", parsed, rules, user);
    if (outcome === "missing") throw data(null, { status: 404 });
    if (outcome === "conflict") return formResponse<ScheduleFormResult>(formFailure("adminContent.conflict", values), { status: 409 });
    await services.changes.settled();
    // A fresh form: the lines in rank order with their medals, and the new version.
    return redirect(`/admin/schedule/sessions/${id}/results?saved=1`);
  } catch (error) {
    if (isRouteResponse(error)) throw error;
    services.log.error({ err: error, id }, "saving a session's results failed");
    if (await databaseDown(services.database)) return formResponse<ScheduleFormResult>(formFailure("admin.saveUnavailable", values), { status: 503 });
    return formResponse<ScheduleFormResult>(formFailure("adminContent.saveFailed", values), { status: 500 });
  }
}

export default function SessionResults({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { eventId, heading, note, initial, medals, delegations, saved } = loaderData;
  return (
    <>
      <p>
        <Link to={`/admin/schedule/${eventId}`} className="text-sm font-semibold text-ocean-800 underline underline-offset-4">{t("adminSchedule.backToEvent")}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ocean-900">{heading}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("adminSchedule.results.intro")}</p>
      <p className="mt-2 max-w-3xl font-semibold text-slate-800">{note}</p>
      <SessionResultsForm key={initial.version} initial={initial} result={actionData} delegations={delegations} medals={actionData ? [] : medals /* the lines of a post back may no longer be the saved ones */} notice={saved ? "adminSchedule.results.saved" : undefined} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  return <ItemError error={error} title={t("adminSchedule.title")} notFound={t("adminSchedule.sessionNotFound")} failed={t("adminContent.saveFailed")} back={{ to: "/admin/schedule", label: t("adminSchedule.backToList") }} />;
}
