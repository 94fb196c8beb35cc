import { useEffect } from "react";
import { useTranslation } from "~/features/i18n/translation.tsx";
import { Toaster, toast } from "sonner";

export interface ToastMessage {
  kind: "success" | "error";
  title: string;
  description?: string;
}

/** The site's toast region (bottom-right, 5 s) and the server's one-shot message, if any. */
export function SiteToaster({ message }: { message: ToastMessage | null }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!message) return;
    const show = message.kind === "success" ? toast.success : toast.error;
    show(message.title, { description: message.description });
  }, [message]);
  return (
    <Toaster
      position="bottom-right"
      duration={5000}
      closeButton
      containerAriaLabel={t("a11y.toastRegion")}
      toastOptions={{ closeButtonAriaLabel: t("a11y.closeToast") }}
    />
  );
}
