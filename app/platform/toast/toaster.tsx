import { useEffect, useRef } from "react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { showToast, type ToastMessage } from "./toast.ts";

// React never owns the toasts: showToast adds and removes them, on pages that hydrate or not.
const MANAGED_OUTSIDE_REACT = { __html: "" };

/**
 * The toast region (bottom right), with the server's one-shot message for this visit, if any. The
 * page's script raises the message the document came with; in the back office, which navigates
 * without documents, a message that arrives with a later navigation is raised here.
 */
export function ToastRegion({ message }: { message: ToastMessage | null }) {
  const { t } = useTranslation();
  const documentMessage = useRef(message);
  useEffect(() => {
    if (message && message !== documentMessage.current) showToast(message);
  }, [message]);
  return (
    <section aria-label={t("a11y.toastRegion")} data-toast-region data-close-label={t("a11y.closeToast")} className="pointer-events-none fixed right-4 bottom-4 z-50 w-[min(24rem,calc(100vw-2rem))]">
      <ol aria-live="polite" aria-relevant="additions text" className="flex flex-col gap-2" dangerouslySetInnerHTML={MANAGED_OUTSIDE_REACT} />
      {message && <PageToast message={message} />}
    </section>
  );
}

/** A message the page raises as a toast as soon as its script runs. */
export function PageToast({ message: { kind, title, description } }: { message: ToastMessage }) {
  return <span hidden data-page-toast={kind} data-toast-title={title} data-toast-description={description} />;
}
