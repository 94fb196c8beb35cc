import { Form } from "react-router";
import type { ContentFormValues } from "~/domain/content/fields.ts";
import { EVENT_CODE, eventFields, sessionFields } from "~/domain/schedule/schedule-fields.ts";
import { TextField } from "~/platform/forms/field.tsx";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { fieldsOf, messageText, type FormMessage, type FormResult } from "~/platform/forms/form-result.ts";
import { SubmitButton } from "~/platform/forms/submit-button.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { Translate } from "~/platform/i18n/translator.ts";
import { useFocusFirstError, useResultToast, useSubmitting } from "~/admin/layout/form-hooks.ts";
import { FieldControl } from "~/admin/content/field-control.tsx";
import type { ScheduleOptions } from "./schedule-admin.server.ts";

interface ScheduleFormProps {
  initial: ContentFormValues;
  result: FormResult<string> | undefined;
  options: ScheduleOptions;
  /** Said on arrival after a redirect (the event was just created). */
  notice?: FormMessage;
}

// The labels of the schedule's selects: `none` is the empty choice.
const optionLabels: Record<string, (t: Translate, option: string) => string> = {
  sport: (t) => t("adminSchedule.chooseSport"),
  venue: (t) => t("adminSchedule.chooseVenue"),
  gender: (t, option) => (option === "none" ? t("adminSchedule.chooseOption") : t(`schedule.genders.${option}` as "schedule.genders.men")),
  format: (t, option) => (option === "none" ? t("adminSchedule.chooseOption") : t(`schedule.formats.${option}` as "schedule.formats.team")),
  phase: (t, option) => (option === "none" ? t("adminSchedule.chooseOption") : t(`schedule.phases.${option}` as "schedule.phases.final")),
};

function ScheduleForm({ initial, result, notice, children }: Omit<ScheduleFormProps, "options"> & { children: (field: ReturnType<typeof fieldsOf<string>>) => React.ReactNode }) {
  const { t } = useTranslation();
  const busy = useSubmitting("save");
  const form = useFocusFirstError(result);
  const field = fieldsOf<string>(result, { prefix: "schedule", initial });
  useResultToast(result, notice);
  const shownNotice = result?.ok ? result.notice : notice;
  return (
    <>
      {shownNotice && <FormNotice text={messageText(t, shownNotice)} className="mt-6 max-w-5xl" />}
      <FormAlert result={result} summary="adminContent.invalidSummary" className="mt-6 max-w-5xl" />
      <Form ref={form} method="post" className="mt-6 grid max-w-5xl gap-6">
        <input type="hidden" name="version" value={field("version").defaultValue ?? ""} />
        <p className="text-sm text-slate-700">{t("forms.requiredHint")}</p>
        {children(field)}
        <div>
          <SubmitButton name="intent" value="save" label={t("adminContent.save")} busyLabel={t("forms.sending")} busy={busy} />
        </div>
      </Form>
    </>
  );
}

/** An event's form: its code, sport, names in six languages, category and entries. Works without JavaScript. */
export function EventForm({ initial, result, options, notice }: ScheduleFormProps) {
  const { t } = useTranslation();
  const hints: Partial<Record<string, string>> = { discipline: t("adminSchedule.disciplineHint"), delegations: t("adminSchedule.delegationsHint") };
  const choices: Partial<Record<string, ScheduleOptions["sports"]>> = { sport: options.sports, delegations: options.delegations };
  return (
    <ScheduleForm initial={initial} result={result} notice={notice}>
      {(field) => (
        <>
          <TextField field={field("code")} label={t("adminSchedule.fields.code")} hint={t("adminSchedule.codeHint")} marks required type="text" maxLength={EVENT_CODE.max} autoCapitalize="characters" spellCheck={false} className="max-w-xs" />
          {eventFields([]).map((def) => (
            <FieldControl
              key={def.name}
              def={def}
              label={t(`adminSchedule.fields.${def.name}`)}
              optionLabel={(option) => optionLabels[def.name]?.(t, option) ?? option}
              field={field}
              choices={choices[def.name]}
              hint={hints[def.name]}
            />
          ))}
        </>
      )}
    </ScheduleForm>
  );
}

/** A session's form: its stage, times in Tahiti time and venue. Works without JavaScript. */
export function SessionForm({ initial, result, options, notice }: ScheduleFormProps) {
  const { t } = useTranslation();
  const hints: Partial<Record<string, string>> = { number: t("adminSchedule.numberHint"), start: t("adminSchedule.timesHint"), end: t("adminSchedule.timesHint") };
  return (
    <ScheduleForm initial={initial} result={result} notice={notice}>
      {(field) =>
        sessionFields([]).map((def) => (
          <FieldControl
            key={def.name}
            def={def}
            label={t(`adminSchedule.fields.${def.name}`)}
            optionLabel={(option) => optionLabels[def.name]?.(t, option) ?? option}
            field={field}
            choices={def.name === "venue" ? options.venues : undefined}
            hint={hints[def.name]}
          />
        ))
      }
    </ScheduleForm>
  );
}
