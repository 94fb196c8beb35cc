import type { Handlers } from "./behaviour.ts";
import { busySubmit } from "./busy-form.behaviour.ts";

/**
 * Forms post as documents (ADR 013); this keeps a slow connection from sending one twice: after the
 * first submit, a form with a busy button ignores further submits and its button says it is busy.
 * Forms of hydrated pages, which React Router submits, have none. The button is not disabled,
 * since a disabled submitter would drop its own name and value. `data-submitting` and
 * `data-idle-label` are this module's own state, which no component renders.
 */
export const busyForms: Handlers<typeof busySubmit> = {
  submit(event) {
    const form = event.target as HTMLFormElement;
    const buttons = form.querySelectorAll<HTMLButtonElement>(busySubmit.selector);
    if (buttons.length === 0) return;
    if (form.dataset.submitting) {
      event.preventDefault();
      return;
    }
    form.dataset.submitting = "true";
    form.setAttribute("aria-busy", "true");
    for (const button of buttons) {
      button.dataset.idleLabel = button.textContent ?? "";
      button.textContent = busySubmit.read(button).busyLabel;
      button.setAttribute("aria-disabled", "true");
    }
  },
  // Back to a page kept in the back/forward cache: its forms are idle again.
  pageshow(event) {
    if (!event.persisted) return;
    for (const form of document.querySelectorAll<HTMLFormElement>("form[data-submitting]")) {
      delete form.dataset.submitting;
      form.removeAttribute("aria-busy");
      for (const button of form.querySelectorAll<HTMLButtonElement>("button[data-idle-label]")) {
        button.textContent = button.dataset.idleLabel ?? "";
        button.removeAttribute("aria-disabled");
      }
    }
  },
};

/** The first field the server marked invalid receives the focus when the page opens. */
export function focusFirstInvalidField(document: Document): void {
  document.querySelector<HTMLElement>("form [aria-invalid='true']")?.focus();
}
