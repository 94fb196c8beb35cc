import type { Handlers } from "./behaviour.ts";
import { dialogTrigger } from "./dialog.behaviour.ts";

function triggersOf(dialog: HTMLDialogElement): NodeListOf<HTMLElement> {
  return dialog.ownerDocument.querySelectorAll<HTMLElement>(dialogTrigger.select("opensDialog", dialog.id));
}

/**
 * Opens a `<dialog>` from its trigger as a modal: the rest of the page is inert, focus moves in and
 * returns to the trigger on close. A click on the backdrop closes it, and so does following a link
 * inside it; `<form method="dialog">` buttons close it by themselves.
 */
export const dialogs: Handlers<typeof dialogTrigger> = {
  click(event) {
    const target = event.target as Element;
    const trigger = dialogTrigger.closest(target);
    if (trigger) {
      const dialog = document.getElementById(dialogTrigger.read(trigger).opensDialog);
      if (dialog instanceof HTMLDialogElement && !dialog.open) {
        dialog.showModal();
        for (const each of triggersOf(dialog)) each.setAttribute("aria-expanded", "true");
      }
      return;
    }
    // The dialog element itself is only hit outside its content box: on the backdrop.
    if (target instanceof HTMLDialogElement) target.close();
    else if (target.closest("a[href]")) target.closest("dialog")?.close();
  },
  close(event) {
    if (!(event.target instanceof HTMLDialogElement)) return;
    for (const trigger of triggersOf(event.target)) trigger.setAttribute("aria-expanded", "false");
  },
};
