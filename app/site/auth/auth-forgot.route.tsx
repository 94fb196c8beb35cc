import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import type { Route } from "./+types/auth-forgot.route";
import { authActionContext, requestPasswordReset } from "~/domain/auth/auth-actions.server.ts";
import { AuthCard } from "./auth-card.tsx";
import { TextField } from "~/platform/forms/field.tsx";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { fieldsOf } from "~/platform/forms/form-result.ts";
import { SubmitButton } from "~/platform/forms/submit-button.tsx";
import { translatorContext } from "~/platform/i18n/context.ts";
import { pageMeta } from "~/platform/seo/meta.ts";

// Its answers depend on who asks (signed in or not, a reset token): never stored.
export const handle: RouteHandle = { personal: true };

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(translatorContext);
  return { seo: { title: `${t("auth.forgotTitle")} — Tahiti 2027`, description: t("auth.forgotIntro"), noindex: true } };
}

export async function action({ request, context }: Route.ActionArgs) {
  return requestPasswordReset(await request.formData(), authActionContext(request, context));
}

export default function AuthForgot({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.forgotTitle")} back={{ to: "/auth", label: t("auth.login") }}>
      <FormAlert result={actionData} summary="first" />
      {actionData?.ok && <FormNotice text={t("auth.forgotSent")} />}
      <p className="text-slate-700">{t("auth.forgotIntro")}</p>
      <form method="post" className="space-y-4">
        <TextField field={fieldsOf(actionData)("email")} label={t("auth.email")} type="email" required autoComplete="email" />
        <SubmitButton label={t("auth.sendLink")} busyLabel={t("auth.sending")} wide />
      </form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
