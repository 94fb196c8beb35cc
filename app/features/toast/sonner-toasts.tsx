import { useEffect, useRef } from "react";
import { Toaster, toast } from "sonner";
import type { ToastMessage } from "./toast.ts";

/** sonner's region (bottom-right, 5 s), loaded with the first toast; shows each message once. */
export default function SonnerToasts({ messages, regionLabel, closeLabel }: { messages: readonly ToastMessage[]; regionLabel: string; closeLabel: string }) {
  const shown = useRef(0);
  useEffect(() => {
    for (const { kind, title, description } of messages.slice(shown.current)) toast[kind](title, { description });
    shown.current = messages.length;
  }, [messages]);
  return <Toaster position="bottom-right" duration={5000} closeButton containerAriaLabel={regionLabel} toastOptions={{ closeButtonAriaLabel: closeLabel }} />;
}
