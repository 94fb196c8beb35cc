import type { ReactNode } from "react";
import { dialogTrigger } from "~/platform/behaviours/dialog.behaviour.ts";
import { needsScript } from "~/platform/behaviours/needs-script.behaviour.ts";

/**
 * The browser's own modal <dialog>, closed in the page until its DialogTrigger opens it
 * (app/platform/behaviours/dialogs.ts): showModal() makes the rest of the page inert, moves focus in,
 * closes on Escape and gives focus back. A click on the backdrop or on a link inside closes it too,
 * and so does any button in a `<form method="dialog">` inside it.
 */
export function ModalDialog({ id, labelledBy, describedBy, className, children }: { id: string; labelledBy: string; describedBy?: string; className: string; children: ReactNode }) {
  return (
    <dialog id={id} aria-labelledby={labelledBy} aria-describedby={describedBy} className={className}>
      {children}
    </dialog>
  );
}

/** The button that opens the dialog `dialogId`; `hidden` keeps it out of sight until the page's script can open it. */
export function DialogTrigger({ dialogId, label, hidden, className, children }: { dialogId: string; label?: string; hidden?: boolean; className: string; children: ReactNode }) {
  return (
    <button
      type="button"
      {...dialogTrigger.attrs({ opensDialog: dialogId })}
      {...(hidden ? needsScript.attrs() : undefined)}
      hidden={hidden}
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-controls={dialogId}
      aria-label={label}
      className={className}
    >
      {children}
    </button>
  );
}
