import { useTranslation } from "~/platform/i18n/translation.tsx";
import { Form, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/login-code.route";
import { signedInUser } from "~/domain/auth/session.server.ts";
import { safeRedirect } from "~/platform/http/safe-redirect.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { codeMethod } from "~/domain/two-factor/codes.ts";
import { CodeField } from "~/admin/account/code-field.tsx";
import { pendingSignIn, twoFactorContext, verifySignInCode } from "~/domain/two-factor/two-factor.server.ts";
import { FormAlert } from "~/platform/forms/form-alert.tsx";
import { fieldsOf, formFailure } from "~/platform/forms/form-result.ts";
import { useFocusFirstError, useSubmitting } from "~/admin/layout/form-hooks.ts";
import { SubmitButton } from "~/platform/forms/submit-button.tsx";

// The second step of a staff sign-in with two-factor on: a plain form, like /admin/login.
export const handle: RouteHandle = { hydrate: true, personal: true };

const LOGIN = "/admin/login";
const EXPIRED = "twoFactor.errors.expired";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth } = context.get(servicesContext);
  const url = new URL(request.url);
  if (await signedInUser(request, context)) throw redirect(safeRedirect(url.searchParams.get("redirectTo"), "/admin/dashboard"));
  // Without a sign-in waiting for its code (none, or it expired), the page says so and leads back.
  return { expired: !(await pendingSignIn(auth, request)), title: `${context.get(translatorContext).t("twoFactor.codeTitle")} — ${context.get(translatorContext).t("admin.metaTitle")}` };
}

export async function action({ request, context }: Route.ActionArgs) {
  return verifySignInCode(await request.formData(), twoFactorContext(request, context));
}

export default function LoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const busy = useSubmitting();
  const form = useFocusFirstError(actionData);
  const method = actionData?.method ?? codeMethod(params.get("method"));
  const redirectTo = params.get("redirectTo");
  const result = actionData ?? (loaderData.expired ? formFailure<"code">(EXPIRED) : null);
  // The sign-in to finish has gone: only signing in again helps.
  const over = result?.ok === false && (result.formError === EXPIRED || result.formError === "twoFactor.errors.challengeSpent");
  const other = new URLSearchParams(params);
  other.set("method", method === "totp" ? "recovery" : "totp");
  return (
    <main id="main" className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-3xl font-bold text-ocean-900">{t("twoFactor.codeTitle")}</h1>
      <div className="mt-6 space-y-4">
        <FormAlert result={result} />
        {!over && (
          <>
            <p className="text-slate-700">{method === "totp" ? t("twoFactor.codeText") : t("twoFactor.recoveryCodeText")}</p>
            <Form ref={form} method="post" noValidate className="space-y-4" key={method}>
              <input type="hidden" name="method" value={method} />
              {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
              <CodeField field={fieldsOf(actionData)("code")} label={method === "totp" ? t("twoFactor.code") : t("twoFactor.recoveryCode")} kind={method} />
              <SubmitButton label={t("twoFactor.verify")} busyLabel={t("twoFactor.verifying")} busy={busy} wide />
            </Form>
            <a href={`?${other}`} className="block font-semibold text-ocean-700 underline underline-offset-4">
              {method === "totp" ? t("twoFactor.useRecovery") : t("twoFactor.useApp")}
            </a>
          </>
        )}
        <a href={LOGIN} className="block font-semibold text-ocean-700 underline underline-offset-4">{t("twoFactor.backToLogin")}</a>
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
