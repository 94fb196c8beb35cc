import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { showToast, type ToastMessage } from "~/platform/toast/toast.ts";
import type { FormResult } from "./form-result.ts";

// The back office's side of the form kit: its pages hydrate and React Router submits their forms,
// so what the public pages' script does to a posted document (app/platform/behaviours/forms.ts) is
// done here with React. Public components must not use these (ADR 013: nothing runs them there).

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

/** Raises the toast once for each new answer (`trigger`), as a document's page toast would. */
export function useToast(toast: ToastMessage | null, trigger: unknown) {
  const { kind, title, description } = toast ?? {};
  useEffect(() => {
    if (kind && title) showToast({ kind, title, description });
  }, [kind, title, description, trigger]);
}
