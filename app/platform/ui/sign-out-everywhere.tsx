import { useTranslation } from "~/platform/i18n/translation.tsx";
import { FormAlert } from "~/platform/forms/form-alert.tsx";
import type { FormResult } from "~/platform/forms/form-result.ts";
import { SubmitButton } from "~/platform/forms/submit-button.tsx";

// Rendered on the server for public pages (ADR 013): no hook here but the translator's context.

/**
 * "Sign out everywhere" on an account page, the visitor's and the back office's alike: a plain form
 * posted to the page itself (intent `signout-everywhere`), so that it works without JavaScript.
 */
export function SignOutEverywhere({ result, className }: { result: FormResult | null; className?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sessions-title" className={className}>
      <h2 id="sessions-title" className="text-2xl font-bold text-slate-900">{t("auth.sessionsTitle")}</h2>
      <form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="signout-everywhere" />
        <p className="text-slate-700">{t("auth.signOutEverywhereText")}</p>
        <FormAlert result={result} />
        <SubmitButton label={t("auth.signOutEverywhere")} variant="danger" />
      </form>
    </section>
  );
}
