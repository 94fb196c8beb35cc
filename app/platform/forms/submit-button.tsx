import type { ButtonHTMLAttributes } from "react";
import { busySubmit } from "~/platform/behaviours/busy-form.behaviour.ts";

// Rendered on the server for public pages (ADR 013): no hook here.

type Variant = "primary" | "secondary" | "danger";

const VARIANTS: Record<Variant, string> = {
  primary: "border-ocean-800 bg-ocean-800 text-white hover:bg-ocean-900",
  secondary: "border-ocean-800 bg-white text-ocean-800 hover:bg-ocean-50",
  danger: "border-red-700 bg-red-700 text-white hover:bg-red-800",
};

/** A form's button look, for a link that sits beside the submit buttons (Cancel) as well. */
export function buttonClass({ variant = "primary", wide = false }: { variant?: Variant | "quiet"; wide?: boolean } = {}): string {
  const colours = variant === "quiet" ? "border-slate-400 bg-white text-slate-800 hover:bg-slate-100" : VARIANTS[variant];
  const busy = "aria-disabled:cursor-wait aria-disabled:opacity-80 disabled:cursor-wait disabled:opacity-80";
  // Every variant has a border, so that buttons side by side line up; the padding makes up for it.
  return ["inline-block rounded-lg border px-[23px] py-[11px] text-center font-semibold", colours, wide && "w-full", busy].filter(Boolean).join(" ");
}

interface SubmitButtonProps extends Pick<ButtonHTMLAttributes<HTMLButtonElement>, "name" | "value"> {
  label: string;
  /** What the button says while the form is being sent. */
  busyLabel?: string;
  /**
   * Back office (hydrated): whether this form is being sent, from React Router's navigation state
   * (useSubmitting); the button says `busyLabel` and takes no second click. Left out on public pages,
   * which do not hydrate: the button declares the busySubmit behaviour (ADR 017), whose script does
   * the same once the document is posted.
   */
  busy?: boolean;
  variant?: Variant;
  wide?: boolean;
}

export function SubmitButton({ label, busyLabel, busy, variant, wide, name, value }: SubmitButtonProps) {
  const hydrated = busy !== undefined;
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={hydrated ? busy : undefined}
      {...(hydrated || busyLabel === undefined ? {} : busySubmit.attrs({ busyLabel }))}
      className={buttonClass({ variant, wide })}
    >
      {busy && busyLabel ? busyLabel : label}
    </button>
  );
}
