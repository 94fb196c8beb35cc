import { Form } from "react-router";
import { RESULT_STATUSES, RESULTS_STATES } from "../../../vocabulary/schedule-keys.ts";
import type { Medal } from "../../../vocabulary/results-keys.ts";
import { FieldError } from "~/platform/forms/field.tsx";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { fieldsOf, messageText, type FieldState, type FormMessage, type FormResult } from "~/platform/forms/form-result.ts";
import { buttonClass, SubmitButton } from "~/platform/forms/submit-button.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useFocusFirstError, useResultToast, useSubmitting } from "~/admin/layout/form-hooks.ts";
import { AdminTable } from "~/admin/layout/admin-table.tsx";
import type { Option } from "./schedule-admin.server.ts";

const CELL_CLASS = "block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-slate-900 aria-[invalid=true]:border-red-700";

/** One cell's control: a label said to screen readers (its column and line), its error below it. */
function Cell({ state, label, children }: { state: FieldState; label: string; children: (control: { id: string; name: string; defaultValue?: string; "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode }) {
  const errorId = state.error ? `${state.id}-error` : undefined;
  return (
    <>
      <label htmlFor={state.id} className="sr-only">{label}</label>
      {children({ id: state.id, name: state.name, defaultValue: state.defaultValue, "aria-invalid": state.error ? true : undefined, "aria-describedby": errorId })}
      {state.error && errorId && <FieldError id={errorId} error={state.error} />}
    </>
  );
}

interface SessionResultsFormProps {
  initial: Record<string, string>;
  result: FormResult<string> | undefined;
  delegations: Option[];
  /** Each saved line's medal, by line, as the ranks gave it. */
  medals: (Medal | null)[];
  notice?: FormMessage;
}

/** A session's ranked list as one form: a line per athlete or team, then the state of the results. Works without JavaScript. */
export function SessionResultsForm({ initial, result, delegations, medals, notice }: SessionResultsFormProps) {
  const { t } = useTranslation();
  const busy = useSubmitting("save");
  const form = useFocusFirstError(result);
  const field = fieldsOf<string>(result, { prefix: "line", initial });
  useResultToast(result, notice);
  const shownNotice = result?.ok ? result.notice : notice;
  const lines = Number(field("lines").defaultValue ?? 0);
  const state = field("state");
  const columns = [t("adminSchedule.results.colRank"), t("adminSchedule.results.colAthlete"), t("adminSchedule.results.colDelegation"), t("adminSchedule.results.colMark"), t("adminSchedule.results.colStatus"), t("adminSchedule.results.colMedal")];
  const cellLabel = (column: number, line: number) => t("adminSchedule.results.cellLabel", { column: columns[column]!, line: line + 1 });
  return (
    <>
      {shownNotice && <FormNotice text={messageText(t, shownNotice)} className="mt-6" />}
      <FormAlert result={result} summary="adminContent.invalidSummary" className="mt-6" />
      <Form ref={form} method="post" className="mt-6">
        <input type="hidden" name="version" value={field("version").defaultValue ?? ""} />
        <input type="hidden" name="lines" value={lines} />
        <AdminTable caption={t("adminSchedule.results.caption")} columns={columns} className="mt-2">
          {Array.from({ length: lines }, (_, line) => (
            <tr key={line} className="border-b border-slate-200 align-top">
              <td className="w-20 py-2 pr-3">
                <Cell state={field(`rank.${line}`)} label={cellLabel(0, line)}>
                  {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={999} className={CELL_CLASS} />}
                </Cell>
              </td>
              <td className="min-w-48 py-2 pr-3">
                <Cell state={field(`athlete.${line}`)} label={cellLabel(1, line)}>
                  {(control) => <input {...control} type="text" maxLength={100} className={CELL_CLASS} />}
                </Cell>
              </td>
              <td className="min-w-48 py-2 pr-3">
                <Cell state={field(`country.${line}`)} label={cellLabel(2, line)}>
                  {(control) => (
                    <select {...control} className={CELL_CLASS}>
                      <option value="">—</option>
                      {delegations.map((delegation) => (
                        <option key={delegation.value} value={delegation.value}>
                          {delegation.label}
                        </option>
                      ))}
                    </select>
                  )}
                </Cell>
              </td>
              <td className="min-w-28 py-2 pr-3">
                <Cell state={field(`result.${line}`)} label={cellLabel(3, line)}>
                  {(control) => <input {...control} type="text" maxLength={100} className={CELL_CLASS} />}
                </Cell>
              </td>
              <td className="min-w-40 py-2 pr-3">
                <Cell state={field(`status.${line}`)} label={cellLabel(4, line)}>
                  {(control) => (
                    <select {...control} className={CELL_CLASS}>
                      <option value="">—</option>
                      {RESULT_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {t(`schedule.statuses.${status}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Cell>
              </td>
              <td className="whitespace-nowrap py-3">{medals[line] ? t(`adminResults.medals.${medals[line]}`) : <span aria-hidden="true">—</span>}</td>
            </tr>
          ))}
        </AdminTable>
        <button type="submit" name="intent" value="more" formNoValidate className={`mt-3 ${buttonClass({ variant: "quiet" })}`}>
          {t("adminSchedule.results.moreLines")}
        </button>
        <fieldset className="mt-6" aria-describedby={[`${state.id}-hint`, state.error ? `${state.id}-error` : ""].filter(Boolean).join(" ")}>
          <legend className="font-semibold text-slate-900">{t("adminSchedule.results.state")}</legend>
          <p id={`${state.id}-hint`} className="mt-1 text-sm text-slate-700">{t("adminSchedule.results.stateHint")}</p>
          {state.error && <FieldError id={`${state.id}-error`} error={state.error} />}
          <div className="mt-2 flex flex-wrap gap-6">
            {RESULTS_STATES.map((option) => (
              <label key={option} className="flex items-center gap-2">
                <input type="radio" name="state" value={option} defaultChecked={state.defaultValue === option} className="size-5 accent-ocean-700" />
                {t(`adminSchedule.results.states.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-6">
          <SubmitButton name="intent" value="save" label={t("adminSchedule.results.save")} busyLabel={t("forms.sending")} busy={busy} />
        </div>
      </Form>
    </>
  );
}
