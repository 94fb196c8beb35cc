import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { useLocation } from "react-router";
import type { Route } from "./+types/auth-reset.route";
import { authActionContext, resetPassword } from "~/domain/auth/auth-actions.server.ts";
import { AuthCard } from "./auth-card.tsx";
import { TextField } from "~/platform/forms/field.tsx";
import { FormAlert } from "~/platform/forms/form-alert.tsx";
import { fieldsOf, formFailure } from "~/platform/forms/form-result.ts";
import { SubmitButton } from "~/platform/forms/submit-button.tsx";
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
  return resetPassword(await request.formData(), authActionContext(request, context));
}

const INVALID_LINK = "auth.resetInvalid";

export default function AuthReset({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const params = new URLSearchParams(useLocation().search);
  const token = params.get("token") ?? actionData?.values?.token;
  // A link without its token, refused by Better Auth (?error=) or already used: only a new link helps.
  const invalid = !token || params.get("error") !== null || (actionData && !actionData.ok && actionData.formError === INVALID_LINK);
  const field = fieldsOf(actionData);
  return (
    <AuthCard title={t("auth.resetTitle")} back={{ to: "/auth", label: t("auth.login") }}>
      <FormAlert result={invalid ? formFailure(INVALID_LINK) : actionData} summary="first" />
      {invalid ? (
        <a href={localize("/auth/forgot")} className="font-semibold text-ocean-700 underline">{t("auth.forgot")}</a>
      ) : (
        <form method="post" className="space-y-4">
          <input type="hidden" name="token" value={token} />
          <TextField field={field("password")} label={t("auth.newPassword")} hint={t("auth.passwordHint")} type="password" required autoComplete="new-password" />
          <TextField field={field("confirmPassword")} label={t("auth.confirmPassword")} type="password" required autoComplete="new-password" />
          <SubmitButton label={t("auth.resetSubmit")} busyLabel={t("auth.resetting")} wide />
        </form>
      )}
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
