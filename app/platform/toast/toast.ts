import type { Handlers } from "~/platform/behaviours/behaviour.ts";
import { cloneTemplate } from "~/platform/behaviours/attach.ts";
import { pageToast, toastRegion, type ToastKind } from "./toast.behaviour.ts";

export interface ToastMessage {
  kind: ToastKind;
  title: string;
  description?: string;
}

/** How long a toast stays, unless the pointer or the focus rests on it. */
const TOAST_DURATION_MS = 5000;

/** Removes the toast after its time, counting only while nobody hovers or focuses it. */
function dismissLater(item: HTMLElement) {
  let left = TOAST_DURATION_MS;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (timer !== undefined || item.matches(":hover, :focus-within")) return;
    startedAt = Date.now();
    timer = setTimeout(() => item.remove(), left);
  };
  const pause = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    left -= Date.now() - startedAt;
  };
  item.addEventListener("pointerenter", pause);
  item.addEventListener("focusin", pause);
  item.addEventListener("pointerleave", run);
  item.addEventListener("focusout", () => setTimeout(run));
  run();
}

/** Puts a toast, cloned from a server-rendered template, at the end of the region's list. */
function present(toast: DocumentFragment | null) {
  const list = document.querySelector(`${toastRegion.selector} ${toastRegion.select("toastList")}`);
  const item = toast?.firstElementChild;
  if (!list || !(item instanceof HTMLElement)) return;
  list.append(item);
  dismissLater(item);
}

/**
 * Shows a message in the page's toast region (bottom right, rendered by ToastRegion): announced
 * politely, closed by its button or after five seconds. The toast is the region's empty one of that
 * kind, given the message's words; only hydrated pages have those, public pages raise the toasts
 * their components rendered (raiseToast).
 */
export function showToast({ kind, title, description }: ToastMessage): void {
  const toast = cloneTemplate(document.querySelector(toastRegion.select("toastTemplate", kind)));
  const titleLine = toast?.querySelector(toastRegion.select("toastTitle"));
  const descriptionLine = toast?.querySelector(toastRegion.select("toastDescription"));
  if (!titleLine || !descriptionLine) return;
  titleLine.textContent = title;
  if (description) descriptionLine.textContent = description;
  else descriptionLine.remove();
  present(toast);
}

/** Shows a toast the server wrote whole in a `<template>` (ToastItem), such as the share button's "link copied". */
export function raiseToast(template: Element | null): void {
  present(cloneTemplate(template));
}

/** Every toast's close button. */
export const toastCloseButtons: Handlers<typeof toastRegion> = {
  click(event) {
    if (!(event.target instanceof Element)) return;
    event.target.closest(toastRegion.select("toastClose"))?.closest("li")?.remove();
  },
};

/** The messages the server put in the page for this visit (a welcome, a form's success), raised once the script runs. */
export const pageToasts: Handlers<typeof pageToast> = raiseToast;
