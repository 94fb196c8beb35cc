import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { data, useLocation } from "react-router";
import { busySubmit } from "~/platform/behaviours/busy-form.behaviour.ts";
import type { Route } from "./+types/auth-reset.route";
import { authActionContext, resetPassword } from "~/domain/auth/auth-actions.server.ts";
import { AuthCard } from "./auth-card.tsx";
import { translatorContext } from "~/platform/i18n/context.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";

// Its answers depend on who asks (signed in or not, a reset token): never stored.
export const handle: RouteHandle = { personal: true };

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(translatorContext);
  return { seo: { title: `${t("auth.resetTitle")} — Tahiti 2027`, description: t("auth.passwordHint"), noindex: true } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await resetPassword(await request.formData(), authActionContext(request, context));
  return data(result, { status: result.ok ? 200 : result.status });
}

export default function AuthReset({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const params = new URLSearchParams(useLocation().search);
  const failure = actionData && !actionData.ok ? actionData : null;
  const token = params.get("token") ?? failure?.token;
  const invalid = !token || params.get("error") !== null || failure?.error === "resetInvalid";
  const error = invalid ? t("auth.resetInvalid") : failure && failure.error !== "resetInvalid" ? t(`auth.errors.${failure.error}`) : null;
  const field = (name: string, label: string, hint?: string) => (
    <div>
      <label htmlFor={name} className="block font-semibold text-slate-800">{label}</label>
      <input
        id={name}
        name={name}
        type="password"
        required
        autoComplete="new-password"
        aria-invalid={failure?.field === name || undefined}
        aria-describedby={[hint ? `${name}-hint` : "", failure?.field === name ? "auth-error" : ""].filter(Boolean).join(" ") || undefined}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
      />
      {hint && <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">{hint}</p>}
    </div>
  );
  return (
    <AuthCard title={t("auth.resetTitle")} back={{ to: "/auth", label: t("auth.login") }} error={error}>
      {invalid ? (
        <a href={localize("/auth/forgot")} className="font-semibold text-ocean-700 underline">{t("auth.forgot")}</a>
      ) : (
        <form method="post" className="space-y-4">
          <input type="hidden" name="token" value={token} />
          {field("password", t("auth.newPassword"), t("auth.passwordHint"))}
          {field("confirmPassword", t("auth.confirmPassword"))}
          <button type="submit" {...busySubmit.attrs({ busyLabel: t("auth.resetting") })} className="w-full rounded-md bg-ocean-800 px-4 py-2.5 font-semibold text-white hover:bg-ocean-900 aria-disabled:cursor-wait aria-disabled:opacity-70">
            {t("auth.resetSubmit")}
          </button>
        </form>
      )}
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
