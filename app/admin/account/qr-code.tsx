import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { TwoFactorErrorKey } from "~/domain/two-factor/codes.ts";

export type FieldError = { error: TwoFactorErrorKey | "tooManyAttempts"; field?: string } | null;

/** The message for an error key: the rate limit's message is shared with the other account forms. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: TwoFactorErrorKey | "tooManyAttempts") => (error === "tooManyAttempts" ? t("auth.errors.tooManyAttempts") : t(`twoFactor.errors.${error}`));
}

/** A labelled input with its error right below it, tied to it for screen readers. */
export function Field({ id, name, label, kind, error }: { id: string; name: string; label: string; kind: "password" | "totp" | "recovery"; error: FieldError }) {
  const errorText = useErrorText();
  const invalid = error?.field === name;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-800">{label}</label>
      <input
        id={id}
        name={name}
        type={kind === "password" ? "password" : "text"}
        required
        autoComplete={kind === "password" ? "current-password" : "one-time-code"}
        inputMode={kind === "totp" ? "numeric" : undefined}
        autoCapitalize={kind === "recovery" ? "none" : undefined}
        spellCheck={kind === "password" ? undefined : false}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={`mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 aria-invalid:border-red-700 ${kind === "password" ? "" : "font-mono tracking-wider"}`}
      />
      {invalid && error && <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-800">{errorText(error.error)}</p>}
    </div>
  );
}

/** A form-level error that belongs to no field (rate limit, expired step). */
export function FormError({ error }: { error: FieldError }) {
  const errorText = useErrorText();
  if (!error || error.field) return null;
  return <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">{errorText(error.error)}</p>;
}

export function QrCode({ size, path, label }: { size: number; path: string; label: string }) {
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" className="size-52 rounded-md border border-slate-300 bg-white">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
