import { Suspense, lazy, useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "~/features/i18n/translation.tsx";
import { noToasts, showToast, subscribeToToasts, toastsSoFar, type ToastMessage } from "./toast.ts";

const SonnerToasts = lazy(() => import("./sonner-toasts.tsx"));

/** The site's toasts, and the server's one-shot message, if any. Pages without a toast load no toaster code. */
export function SiteToaster({ message }: { message: ToastMessage | null }) {
  const { t } = useTranslation();
  const messages = useSyncExternalStore(subscribeToToasts, toastsSoFar, noToasts);
  useEffect(() => {
    if (message) showToast(message);
  }, [message]);
  if (messages.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToasts messages={messages} regionLabel={t("a11y.toastRegion")} closeLabel={t("a11y.closeToast")} />
    </Suspense>
  );
}
