import { TextField } from "~/platform/forms/field.tsx";
import type { FieldState } from "~/platform/forms/form-result.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";

/** When the server publishes and unpublishes the version, in Tahiti time, whatever the editor's own clock. */
export function ScheduleFields({ publishAt, unpublishAt }: { publishAt: FieldState; unpublishAt: FieldState }) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold text-slate-900">{t("adminNews.scheduleLegend")}</legend>
      <p className="text-sm text-slate-700">{t("adminNews.scheduleHint")}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField field={publishAt} label={t("adminNews.publishAt")} marks type="datetime-local" step={60} />
        <TextField field={unpublishAt} label={t("adminNews.unpublishAt")} marks type="datetime-local" step={60} />
      </div>
    </fieldset>
  );
}
