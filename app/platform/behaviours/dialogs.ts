function triggersOf(dialog: HTMLDialogElement): NodeListOf<HTMLElement> {
  return dialog.ownerDocument.querySelectorAll<HTMLElement>(`[data-opens-dialog="${CSS.escape(dialog.id)}"]`);
}

/**
 * Opens a `<dialog>` from its trigger (`data-opens-dialog="id"`) as a modal: the rest of the page is
 * inert, focus moves in and returns to the trigger on close. A click on the backdrop closes it, and
 * so does following a link inside it; `<form method="dialog">` buttons close it by themselves.
 */
export function enhanceDialogs(document: Document): void {
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const trigger = target.closest<HTMLElement>("[data-opens-dialog]");
    if (trigger) {
      const dialog = document.getElementById(trigger.dataset.opensDialog ?? "");
      if (dialog instanceof HTMLDialogElement && !dialog.open) {
        dialog.showModal();
        for (const each of triggersOf(dialog)) each.setAttribute("aria-expanded", "true");
      }
      return;
    }
    // The dialog element itself is only hit outside its content box: on the backdrop.
    if (target instanceof HTMLDialogElement) target.close();
    else if (target.closest("a[href]")) target.closest("dialog")?.close();
  });
  // "close" does not bubble: listen while it travels down.
  document.addEventListener(
    "close",
    (event) => {
      if (!(event.target instanceof HTMLDialogElement)) return;
      for (const trigger of triggersOf(event.target)) trigger.setAttribute("aria-expanded", "false");
    },
    true,
  );
}
