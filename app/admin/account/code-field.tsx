import { TextField } from "~/platform/forms/field.tsx";
import type { FieldState } from "~/platform/forms/form-result.ts";

/** A code from the authenticator app or a recovery code: typed as it is shown, without the phone's corrections. */
export function CodeField({ field, label, kind }: { field: FieldState; label: string; kind: "totp" | "recovery" }) {
  return (
    <TextField
      field={field}
      label={label}
      type="text"
      required
      autoComplete="one-time-code"
      inputMode={kind === "totp" ? "numeric" : undefined}
      autoCapitalize={kind === "recovery" ? "none" : undefined}
      spellCheck={false}
      className="font-mono tracking-wider"
    />
  );
}
