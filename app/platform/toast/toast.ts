export interface ToastMessage {
  kind: "success" | "error";
  title: string;
  description?: string;
}

/** How long a toast stays, unless the pointer or the focus rests on it. */
const TOAST_DURATION_MS = 5000;

const KIND_CLASSES: Record<ToastMessage["kind"], string> = {
  success: "border-green-700",
  error: "border-red-700",
};

function paragraph(text: string, className: string): HTMLParagraphElement {
  const element = document.createElement("p");
  element.className = className;
  element.textContent = text;
  return element;
}

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

/**
 * Shows a message in the page's toast region (bottom right, rendered by ToastRegion): announced
 * politely, closed by its button or after five seconds. Plain DOM, so pages that do not hydrate
 * show toasts too (ADR 013).
 */
export function showToast({ kind, title, description }: ToastMessage): void {
  const list = document.querySelector<HTMLElement>("[data-toast-region] ol");
  if (!list) return;
  const item = document.createElement("li");
  item.className = `pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 bg-white p-4 text-slate-900 shadow-lg ring-1 ring-slate-200 ${KIND_CLASSES[kind]}`;
  const text = document.createElement("div");
  text.className = "flex-1";
  text.append(paragraph(title, "font-semibold"));
  if (description) text.append(paragraph(description, "mt-1 text-sm text-slate-700"));
  const close = document.createElement("button");
  close.type = "button";
  close.className = "-m-1 rounded p-1 leading-none text-slate-600 hover:bg-slate-100 hover:text-slate-900";
  close.setAttribute("aria-label", list.closest<HTMLElement>("[data-toast-region]")?.dataset.closeLabel ?? "");
  close.textContent = "×";
  close.addEventListener("click", () => item.remove());
  item.append(text, close);
  list.append(item);
  dismissLater(item);
}

/** The messages the server put in the page for this visit (a welcome, a form's success), raised once it runs. */
export function showPageToasts(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-page-toast]")) {
    const { pageToast, toastTitle, toastDescription } = element.dataset;
    if (toastTitle) showToast({ kind: pageToast === "error" ? "error" : "success", title: toastTitle, description: toastDescription });
  }
}
