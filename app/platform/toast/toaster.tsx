import { useEffect, useRef } from "react";
import { ServerTemplate } from "~/platform/behaviours/server-template.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { showToast, type ToastMessage } from "./toast.ts";
import { pageToast, TOAST_KINDS, toastRegion, type ToastKind } from "./toast.behaviour.ts";

// React never owns the toasts: showToast adds and removes them, on pages that hydrate or not.
const MANAGED_OUTSIDE_REACT = { __html: "" };

const KIND_CLASSES: Record<ToastKind, string> = {
  success: "border-green-700",
  error: "border-red-700",
};

/**
 * One toast: its title, its description if it has one, and a button that closes it. Rendered in
 * `<template>`s only: the page's script clones it into the region (toast.ts).
 */
export function ToastItem({ kind, title, description }: ToastMessage) {
  const { t } = useTranslation();
  return (
    <li className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 bg-white p-4 text-slate-900 shadow-lg ring-1 ring-slate-200 ${KIND_CLASSES[kind]}`}>
      <div className="flex-1">
        <p {...toastRegion.part("toastTitle")} className="font-semibold">{title}</p>
        {description !== undefined && <p {...toastRegion.part("toastDescription")} className="mt-1 text-sm text-slate-700">{description}</p>}
      </div>
      <button
        type="button"
        {...toastRegion.part("toastClose")}
        aria-label={t("a11y.closeToast")}
        className="-m-1 rounded p-1 leading-none text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        ×
      </button>
    </li>
  );
}

/**
 * The back office hydrates and navigates without documents: a message that arrives with a later
 * navigation is raised here, the one the document came with having been raised by the page's script.
 */
function LaterMessages({ message }: { message: ToastMessage | null }) {
  /* eslint-disable no-restricted-syntax -- only hydrated pages run React in the browser, so only they run this; a public page's toasts come with its document */
  const documentMessage = useRef(message);
  useEffect(() => {
    if (message && message !== documentMessage.current) showToast(message);
  }, [message]);
  /* eslint-enable no-restricted-syntax */
  return null;
}

/**
 * The toast region (bottom right), with the server's one-shot message for this visit, if any. A
 * hydrated page (the back office) also gets an empty toast of each kind, for showToast to fill with
 * messages only the browser knows; a public page's behaviours raise toasts their components wrote.
 */
export function ToastRegion({ message, hydrated }: { message: ToastMessage | null; hydrated: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("a11y.toastRegion")} {...toastRegion.attrs()} className="pointer-events-none fixed right-4 bottom-4 z-50 w-[min(24rem,calc(100vw-2rem))]">
      <ol {...toastRegion.part("toastList")} aria-live="polite" aria-relevant="additions text" className="flex flex-col gap-2" dangerouslySetInnerHTML={MANAGED_OUTSIDE_REACT} />
      {hydrated &&
        TOAST_KINDS.map((kind) => (
          <ServerTemplate key={kind} {...toastRegion.part("toastTemplate", kind)}>
            <ToastItem kind={kind} title="" description="" />
          </ServerTemplate>
        ))}
      {message && <PageToast message={message} />}
      <LaterMessages message={message} />
    </section>
  );
}

/** A message the page raises as a toast as soon as its script runs. */
export function PageToast({ message: { kind, title, description } }: { message: ToastMessage }) {
  return (
    <ServerTemplate {...pageToast.attrs()}>
      <ToastItem kind={kind} title={title} description={description || undefined} />
    </ServerTemplate>
  );
}
