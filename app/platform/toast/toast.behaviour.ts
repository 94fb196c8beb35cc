import { data, defineBehaviour } from "~/platform/behaviours/behaviour.ts";

export const TOAST_KINDS = ["success", "error"] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

/**
 * The toast region (ToastRegion): the list toasts go in, an empty toast of each kind that showToast
 * fills with a message, and the title, description and close button of every toast (ToastItem). A
 * close button's click is heard on the document, so every toast has it, however it was raised.
 */
export const toastRegion = defineBehaviour({
  name: "toastRegion",
  parts: data<{ toastList: true; toastTemplate: ToastKind; toastTitle: true; toastDescription: true; toastClose: true }>(),
  attach: { click: "document" },
});

/** A whole toast the server put in the page (PageToast: a welcome, a form's success), raised once the script runs. */
export const pageToast = defineBehaviour({
  name: "pageToast",
  attach: "load",
});
