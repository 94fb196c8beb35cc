import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { AuthMode, AuthResult } from "~/domain/auth/auth-actions.server.ts";
import { TextField } from "~/platform/forms/field.tsx";
import { fieldsOf } from "~/platform/forms/form-result.ts";
import { SubmitButton } from "~/platform/forms/submit-button.tsx";

/** Sign-in or sign-up form; posts to the /auth action and works without JavaScript. */
export function AuthForm({ mode, result, redirectTo }: { mode: AuthMode; result: AuthResult | undefined; redirectTo: string | null }) {
  const { t } = useTranslation();
  const field = fieldsOf(result);
  return (
    <form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value={mode} />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <TextField field={field("email")} label={t("auth.email")} type="email" required autoComplete="email" />
      <TextField
        field={field("password")}
        label={t("auth.password")}
        type="password"
        required
        autoComplete={mode === "login" ? "current-password" : "new-password"}
        hint={mode === "signup" ? t("auth.passwordHint") : undefined}
      />
      {mode === "signup" && <TextField field={field("confirmPassword")} label={t("auth.confirmPassword")} type="password" required autoComplete="new-password" />}
      <SubmitButton
        label={mode === "login" ? t("auth.login") : t("auth.signup")}
        busyLabel={mode === "login" ? t("auth.loggingIn") : t("auth.signingUp")}
        wide
      />
    </form>
  );
}
