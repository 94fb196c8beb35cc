import { useTranslation } from "~/platform/i18n/translation.tsx";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/login.route";
import { authActionContext, signIn } from "~/domain/auth/auth-actions.server.ts";
import { BACK_OFFICE } from "~/domain/auth/guard.server.ts";
import { signedInUser } from "~/domain/auth/session.server.ts";
import { TextField } from "~/platform/forms/field.tsx";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { fieldsOf } from "~/platform/forms/form-result.ts";
import { useFocusFirstError, useSubmitting } from "~/admin/layout/form-hooks.ts";
import { SubmitButton } from "~/platform/forms/submit-button.tsx";
import { translatorContext } from "~/platform/i18n/context.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

const DASHBOARD = "/admin/dashboard";

export const handle: RouteHandle = { hydrate: true, personal: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await signedInUser(request, context);
  if (user && BACK_OFFICE.includes(user.role)) throw redirect(DASHBOARD);
  // Back from "sign out everywhere" (auth-actions.server.ts).
  const everywhere = new URL(request.url).searchParams.has("everywhere");
  return { title: context.get(translatorContext).t("admin.metaTitle"), everywhere };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  form.set("redirectTo", DASHBOARD);
  const answer = await signIn(form, authActionContext(request, context));
  // docs/SPEC.md: a failure Better Auth does not explain reads as the back office's own message.
  if (!answer.data.ok && answer.data.formError === "auth.errors.loginFailed") answer.data.formError = "admin.loginFailed";
  return answer;
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useSubmitting();
  const form = useFocusFirstError(actionData);
  const field = fieldsOf(actionData);
  return (
    <main id="main" className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-3xl font-bold text-ocean-900">{t("admin.loginTitle")}</h1>
      <FormAlert result={actionData} summary="first" className="mt-6" />
      {loaderData.everywhere && !actionData && <FormNotice text={t("auth.signedOutEverywhere")} className="mt-6" />}
      <Form ref={form} method="post" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="login" />
        <TextField field={field("email")} label={t("auth.email")} type="email" required autoComplete="email" />
        <TextField field={field("password")} label={t("auth.password")} type="password" required autoComplete="current-password" />
        <SubmitButton label={t("auth.login")} busyLabel={t("auth.loggingIn")} busy={busy} wide />
      </Form>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
