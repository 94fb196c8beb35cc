import { useTranslation } from "~/platform/i18n/translation.tsx";
import { busySubmit } from "~/platform/behaviours/busy-form.behaviour.ts";
import type { AuthMode } from "~/domain/auth/auth-actions.server.ts";

interface FieldError {
  field?: string;
  id: string;
}

function Field({ name, label, type, autoComplete, defaultValue, error, hint }: { name: string; label: string; type: string; autoComplete: string; defaultValue?: string; error: FieldError | null; hint?: string }) {
  const invalid = error?.field === name;
  const hintId = hint ? `${name}-hint` : undefined;
  const describedBy = [hintId, invalid ? error?.id : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={name} className="block font-semibold text-slate-800">{label}</label>
      <input
        id={name}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 aria-invalid:border-red-700"
      />
      {hint && <p id={hintId} className="mt-1 text-sm text-slate-600">{hint}</p>}
    </div>
  );
}

/** Sign-in or sign-up form; posts to the /auth action and works without JavaScript. */
export function AuthForm({ mode, email, error, redirectTo }: { mode: AuthMode; email: string; error: FieldError | null; redirectTo: string | null }) {
  const { t } = useTranslation();
  return (
    <form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value={mode} />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <Field name="email" label={t("auth.email")} type="email" autoComplete="email" defaultValue={email} error={error} />
      <Field
        name="password"
        label={t("auth.password")}
        type="password"
        autoComplete={mode === "login" ? "current-password" : "new-password"}
        error={error}
        hint={mode === "signup" ? t("auth.passwordHint") : undefined}
      />
      {mode === "signup" && (
        <Field name="confirmPassword" label={t("auth.confirmPassword")} type="password" autoComplete="new-password" error={error} />
      )}
      <button
        type="submit"
        {...busySubmit.attrs({ busyLabel: mode === "login" ? t("auth.loggingIn") : t("auth.signingUp") })}
        className="w-full rounded-md bg-ocean-800 px-4 py-2.5 font-semibold text-white hover:bg-ocean-900 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {mode === "login" ? t("auth.login") : t("auth.signup")}
      </button>
    </form>
  );
}
