import { useEffect, useRef, type ReactNode } from "react";

/**
 * The browser's own modal <dialog>, in the page only while open: showModal() makes the rest of the
 * page inert, moves focus in, closes on Escape and gives focus back to what had it. A click on the
 * backdrop closes it too, and so does any button in a `<form method="dialog">` inside it.
 * `onClosed` runs after every way of closing, so the owner unmounts it.
 */
export function ModalDialog({
  open,
  onClosed,
  labelledBy,
  describedBy,
  className,
  children,
}: {
  open: boolean;
  onClosed: () => void;
  labelledBy: string;
  describedBy?: string;
  className: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClosed}
      // The dialog element itself is only hit outside its content box: on the backdrop.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      className={className}
    >
      {children}
    </dialog>
  );
}
