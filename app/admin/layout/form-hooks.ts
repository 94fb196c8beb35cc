import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { showToast } from "~/platform/toast/toast.ts";
import { messageText, type FormMessage, type FormResult } from "~/platform/forms/form-result.ts";

// The form kit's back-office side (app/platform/forms): these pages hydrate and React Router submits
// their forms, so what the public pages' script does to a posted document
// (app/platform/behaviours/forms.ts) is done here with React, which public pages never run (ADR 013).

/** Whether the page's form is being sent; with `intent`, only the form (or button) that posts it. */
export function useSubmitting(intent?: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
}

/** A ref for the form: when a post comes back refused, its first field in error takes the focus. */
export function useFocusFirstError(result: FormResult<string> | null | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result && !result.ok) form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [result]);
  return form;
}

/**
 * Raises each new answer's notice, or its form's error, as a toast, as a document's page toast
 * would. `notice` stands in when there is no answer (a page reached by the redirect after a post).
 */
export function useResultToast(result: FormResult<string> | null | undefined, notice?: FormMessage) {
  const { t } = useTranslation();
  const message = result ? (result.ok ? result.notice : result.formError) : notice;
  const kind = result?.ok === false ? "error" : "success";
  const title = message && messageText(t, message);
  useEffect(() => {
    if (title) showToast({ kind, title });
  }, [kind, title, result]);
}
