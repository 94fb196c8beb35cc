import { CircleAlert, Download } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/schedule-import.route";
import { EVENT_FORMATS, GENDERS, PHASES } from "../../../vocabulary/schedule-keys.ts";
import { requireRoleForForm, STAFF } from "~/domain/auth/guard.server.ts";
import { CSV_MAX_BYTES, CSV_MAX_ROWS, REQUIRED_COLUMNS, type ScheduleColumn } from "~/domain/schedule/schedule-csv-format.ts";
import type { ImportSummary } from "~/domain/schedule/schedule-import.server.ts";
import { scheduleRefs } from "~/domain/schedule/schedule-input.server.ts";
import { FieldError } from "~/platform/forms/field.tsx";
import { FormNotice } from "~/platform/forms/form-alert.tsx";
import { messageText } from "~/platform/forms/form-result.ts";
import { SubmitButton } from "~/platform/forms/submit-button.tsx";
import { translatorContext } from "~/platform/i18n/context.ts";
import { LOCALES } from "~/platform/i18n/locales.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { MessageKey } from "~/platform/i18n/translator.ts";
import { servicesContext } from "~/services.server.ts";
import { AdminTable } from "~/admin/layout/admin-table.tsx";
import { useSubmitting } from "~/admin/layout/form-hooks.ts";
import { importAnswer, scheduleImportAction, type ImportAnswer } from "./schedule-import.server.ts";

// The organisers' spreadsheet, imported (issue 22): the file is checked first, and written only once
// its summary is confirmed. Plain posts, so that it works without JavaScript.

const LIST_PATH = "/admin/schedule";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRoleForForm(request, context, STAFF);
  const { t } = context.get(translatorContext);
  return {
    refs: await scheduleRefs(context.get(servicesContext).content),
    limits: { maxSize: CSV_MAX_BYTES / 1024 / 1024, maxRows: CSV_MAX_ROWS },
    title: `${t("adminSchedule.import.title")} — ${t("admin.metaTitle")}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRoleForForm(request, context, STAFF);
  if (!user) return importAnswer({ stage: "failed", message: "admin.saveUnavailable" }, 503);
  return scheduleImportAction(context.get(servicesContext), request, user);
}

const SUMMARY_KEYS = ["eventsCreated", "eventsUpdated", "eventsUnchanged", "sessionsAdded", "sessionsChanged", "sessionsRemoved"] as const;

function Summary({ summary, done }: { summary: ImportSummary; done: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className="mt-3 grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1">
      {SUMMARY_KEYS.map((key) => (
        <div key={key} className="contents">
          <dt className="text-slate-800">{t(`adminSchedule.import.${done ? "done" : "plan"}.${key}`)}</dt>
          <dd className="text-right font-semibold tabular-nums text-slate-900">{summary[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

const nothingToDo = (summary: ImportSummary) => summary.eventsCreated + summary.eventsUpdated + summary.sessionsAdded + summary.sessionsChanged + summary.sessionsRemoved === 0;

/** What the post answered, its heading focused so that a screen reader hears it first. */
function Answer({ answer }: { answer: ImportAnswer }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const importing = useSubmitting("import");
  useEffect(() => heading.current?.focus(), [answer]);
  const headingClass = "text-xl font-bold focus:outline-none";

  switch (answer.stage) {
    case "failed":
      return (
        <div role="alert" className="mt-6 flex max-w-3xl gap-3 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>{messageText(t, answer.message)}</p>
        </div>
      );
    case "imported":
      return (
        <FormNotice text="" title={t("adminSchedule.import.imported")} className="mt-6 max-w-3xl">
          <Summary summary={answer.summary} done />
          <p className="mt-3">
            <Link to={LIST_PATH} className="font-semibold text-ocean-800 underline">{t("adminSchedule.backToList")}</Link>
          </p>
        </FormNotice>
      );
    case "ready":
      return (
        <section aria-labelledby="ready-title" className="mt-6 max-w-3xl rounded-lg border border-green-700 bg-green-50 p-4 text-green-900">
          <h2 id="ready-title" ref={heading} tabIndex={-1} className={headingClass}>{t("adminSchedule.import.readyTitle")}</h2>
          {nothingToDo(answer.summary) ? (
            <p className="mt-2">{t("adminSchedule.import.nothingToChange")}</p>
          ) : (
            <>
              <p className="mt-2">{t("adminSchedule.import.readyIntro")}</p>
              <Summary summary={answer.summary} done={false} />
              {/* Multipart: the text is sent as it is, where a URL-encoded post would triple its non-ASCII letters. */}
              <Form method="post" encType="multipart/form-data" className="mt-4">
                <input type="hidden" name="csv" value={answer.csv} />
                <SubmitButton name="intent" value="import" label={t("adminSchedule.import.confirm")} busyLabel={t("adminSchedule.import.importing")} busy={importing} />
              </Form>
            </>
          )}
        </section>
      );
    case "refused":
      return (
        <section aria-labelledby="problems-title" className="mt-6 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
          <h2 id="problems-title" ref={heading} tabIndex={-1} className={headingClass}>{t("adminSchedule.import.problemsTitle")}</h2>
          <p className="mt-2">
            {t("adminSchedule.import.problemsIntro", { count: answer.total })}
            {answer.total > answer.fileProblems.length + answer.problems.length && ` ${t("adminSchedule.import.problemsMore", { shown: answer.problems.length })}`}
          </p>
          {answer.fileProblems.length > 0 && (
            <ul className="mt-3 list-disc ps-5">
              {answer.fileProblems.map((problem, index) => {
                const text = messageText(t, problem.message);
                return <li key={index}>{problem.line === null ? text : t("adminSchedule.import.fileProblemAt", { line: problem.line, problem: text })}</li>;
              })}
            </ul>
          )}
          {answer.problems.length > 0 && (
            <AdminTable
              className="mt-4 bg-white"
              caption={t("adminSchedule.import.problemsCaption")}
              columns={[t("adminSchedule.import.colLine"), t("adminSchedule.import.colColumn"), t("adminSchedule.import.colProblem"), t("adminSchedule.import.colValue")]}
            >
              {answer.problems.map((problem, index) => (
                <tr key={index} className="border-b border-slate-200 align-top text-slate-900">
                  <th scope="row" className="py-2 pr-4 font-semibold tabular-nums">{problem.line}</th>
                  <td className="py-2 pr-4 font-mono">{problem.column ?? "—"}</td>
                  <td className="py-2 pr-4">{messageText(t, problem.message)}</td>
                  <td className="py-2 font-mono break-all">{problem.value}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </section>
      );
  }
}

type ColumnDoc = { columns: readonly ScheduleColumn[]; text: MessageKey; values?: readonly string[] };

export default function ScheduleImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { refs, limits } = loaderData;
  const checking = useSubmitting("check");
  const noFile = actionData?.stage === "failed" && actionData.message === "adminSchedule.import.noFile" ? actionData.message : undefined;
  const columnDocs: ColumnDoc[] = [
    { columns: ["code"], text: "adminSchedule.import.columns.code" },
    { columns: ["sport"], text: "adminSchedule.import.columns.sport", values: refs.sports },
    { columns: LOCALES.map((locale) => `discipline_${locale}` as const), text: "adminSchedule.import.columns.discipline" },
    { columns: LOCALES.map((locale) => `name_${locale}` as const), text: "adminSchedule.import.columns.name" },
    { columns: ["gender"], text: "adminSchedule.import.columns.gender", values: GENDERS },
    { columns: ["format"], text: "adminSchedule.import.columns.format", values: EVENT_FORMATS },
    { columns: ["medal"], text: "adminSchedule.import.columns.medal" },
    { columns: ["delegations"], text: "adminSchedule.import.columns.delegations", values: refs.delegations },
    { columns: ["phase"], text: "adminSchedule.import.columns.phase", values: PHASES },
    { columns: ["number"], text: "adminSchedule.import.columns.number" },
    { columns: ["date"], text: "adminSchedule.import.columns.date" },
    { columns: ["start"], text: "adminSchedule.import.columns.start" },
    { columns: ["end"], text: "adminSchedule.import.columns.end" },
    { columns: ["venue"], text: "adminSchedule.import.columns.venue", values: refs.venues },
    { columns: ["cancelled"], text: "adminSchedule.import.columns.cancelled" },
  ];
  return (
    <>
      <p>
        <Link to={LIST_PATH} className="text-sm font-semibold text-ocean-800 underline underline-offset-4">{t("adminSchedule.backToList")}</Link>
      </p>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold text-ocean-900">{t("adminSchedule.import.title")}</h1>
          <p className="mt-2 text-slate-700">{t("adminSchedule.import.intro")}</p>
        </div>
        {/* A file to download: the browser fetches it, not the router. */}
        <a href="/admin/schedule/export" download className="inline-flex items-center gap-2 rounded-md border border-ocean-800 px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50">
          <Download aria-hidden="true" className="size-4" />
          {t("adminSchedule.exportCsv")}
        </a>
      </div>

      {actionData && !noFile && <Answer answer={actionData} />}

      <Form method="post" encType="multipart/form-data" className="mt-6 grid max-w-3xl gap-4">
        <div>
          <label htmlFor="schedule-file" className="block font-semibold text-slate-900">{t("adminSchedule.import.fileLabel")}</label>
          <p id="schedule-file-hint" className="mt-1 text-sm text-slate-700">{t("adminSchedule.import.fileHint", limits)}</p>
          <input
            id="schedule-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            aria-invalid={noFile ? true : undefined}
            aria-describedby={noFile ? "schedule-file-hint schedule-file-error" : "schedule-file-hint"}
            className="mt-2 block max-w-full text-slate-900"
          />
          {noFile && <FieldError id="schedule-file-error" error={noFile} />}
        </div>
        <div>
          <SubmitButton name="intent" value="check" label={t(actionData?.stage === "ready" ? "adminSchedule.import.otherFile" : "adminSchedule.import.check")} busyLabel={t("adminSchedule.import.checking")} busy={checking} variant={actionData?.stage === "ready" ? "secondary" : "primary"} />
        </div>
      </Form>

      <section aria-labelledby="format-title" className="mt-10 max-w-5xl">
        <h2 id="format-title" className="text-xl font-bold text-ocean-900">{t("adminSchedule.import.formatTitle")}</h2>
        <p className="mt-2 text-slate-700">{t("adminSchedule.import.formatRows")}</p>
        <p className="mt-2 text-slate-700">{t("adminSchedule.import.formatExport")}</p>
        <AdminTable className="mt-4" caption={t("adminSchedule.import.columnsCaption")} columns={[t("adminSchedule.import.colName"), t("adminSchedule.import.colRequired"), t("adminSchedule.import.colContent")]}>
          {columnDocs.map(({ columns, text, values }) => (
            <tr key={columns[0]} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-4 font-mono font-normal text-slate-900">{columns.join(", ")}</th>
              <td className="py-2 pr-4 text-slate-800">{t(columns.some((column) => REQUIRED_COLUMNS.includes(column)) ? "adminSchedule.import.yes" : "adminSchedule.import.no")}</td>
              <td className="py-2 text-slate-800">{t(text, values ? { values: values.join(", ") } : undefined)}</td>
            </tr>
          ))}
        </AdminTable>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
