export interface ToastMessage {
  kind: "success" | "error";
  title: string;
  description?: string;
}

// Toasts wait here for the toaster, whose code (sonner) a page only loads once it has one to show.
let messages: readonly ToastMessage[] = [];
const listeners = new Set<() => void>();
const none: readonly ToastMessage[] = [];

export function showToast(message: ToastMessage): void {
  messages = [...messages, message];
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toastsSoFar = () => messages;
export const noToasts = () => none;
