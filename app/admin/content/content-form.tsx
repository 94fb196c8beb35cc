import { Form } from "react-router";
import type { ContentKind } from "../../../vocabulary/content-keys.ts";
import type { ContentFormValues, FieldDef } from "~/domain/content/fields.ts";
import type { FormResult } from "~/platform/forms/form-result.ts";
import { TextField } from "~/platform/forms/field.tsx";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { fieldsOf, messageText } from "~/platform/forms/form-result.ts";
import { SubmitButton } from "~/platform/forms/submit-button.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useFocusFirstError, useResultToast, useSubmitting } from "~/admin/layout/form-hooks.ts";
import type { ImageChoice } from "~/admin/media/image-choice.ts";
import type { ContentPreview } from "./content-preview.ts";
import { FieldControl } from "./field-control.tsx";

interface ContentFormProps {
  kind: ContentKind;
  fields: readonly FieldDef[];
  /** A new item of a kind whose id is typed (a delegation's code): its control, first. */
  givenId?: { max: number };
  /** The item as saved (with its version), or nothing for a new one. */
  initial: ContentFormValues;
  result: (FormResult<string> & { preview?: ContentPreview }) | undefined;
  images: ImageChoice[];
  /** The items each choices field offers, by field name. */
  choices: Record<string, { value: string; label: string }[]>;
  /** Said on arrival after a redirect (the item was just created). */
  notice?: "adminContent.created";
}

/** Any kind's form, one control per field and language, posted as a plain form (works without JavaScript). */
export function ContentForm({ kind, fields, givenId, initial, result, images, choices, notice }: ContentFormProps) {
  const { t } = useTranslation();
  const busy = useSubmitting("save");
  const form = useFocusFirstError(result);
  const field = fieldsOf<string>(result, { prefix: "content", initial });
  useResultToast(result, notice);
  const shownNotice = result?.ok ? result.notice : notice;
  return (
    <>
      {shownNotice && <FormNotice text={messageText(t, shownNotice)} className="mt-6 max-w-5xl" />}
      <FormAlert result={result} summary="adminContent.invalidSummary" className="mt-6 max-w-5xl" />
      <Form ref={form} method="post" className="mt-6 grid max-w-5xl gap-6">
        <input type="hidden" name="version" value={field("version").defaultValue ?? ""} />
        {/* Enter in a one-line field saves: a form's first submit button is its default, and the previews come before Save. */}
        {fields.some((def) => def.type === "markdown") && <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-label={t("adminContent.save")} />}
        <p className="text-sm text-slate-700">{t("forms.requiredHint")}</p>
        {givenId && (
          <TextField field={field("id")} label={t(`adminContent.fields.${kind}.id` as "adminContent.fields.delegations.id")} marks required type="text" maxLength={givenId.max} autoCapitalize="characters" className="max-w-xs" />
        )}
        {fields.map((def) => (
          <FieldControl
            key={def.name}
            def={def}
            label={t(`adminContent.fields.${kind}.${def.name}` as "adminContent.fields.venues.name")}
            optionLabel={(option) => t(`adminContent.options.${kind}.${def.name}.${option}` as "adminContent.options.accreditation.access.apply")}
            field={field}
            images={images}
            choices={choices[def.name] ?? []}
            preview={result?.preview}
          />
        ))}
        <div>
          <SubmitButton name="intent" value="save" label={t("adminContent.save")} busyLabel={t("forms.sending")} busy={busy} />
        </div>
      </Form>
    </>
  );
}
