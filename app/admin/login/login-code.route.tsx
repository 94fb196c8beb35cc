import { useTranslation } from "~/platform/i18n/translation.tsx";
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login-code.route";
import { signedInUser } from "~/domain/auth/session.server.ts";
import { safeRedirect } from "~/platform/http/safe-redirect.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/platform/services/services.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { codeMethod } from "~/domain/two-factor/codes.ts";
import { Field, FormError } from "~/admin/account/two-factor-fields.tsx";
import { pendingSignIn, twoFactorContext, verifySignInCode } from "~/domain/two-factor/two-factor.server.ts";

// The second step of a staff sign-in with two-factor on: a plain form, like /admin/login.
export const handle: RouteHandle = { hydrate: true, personal: true };

const LOGIN = "/admin/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth } = context.get(servicesContext);
  const url = new URL(request.url);
  if (await signedInUser(request, context)) throw redirect(safeRedirect(url.searchParams.get("redirectTo"), "/admin/dashboard"));
  // Without a sign-in waiting for its code (none, or it expired), the page says so and leads back.
  return { expired: !(await pendingSignIn(auth, request)), title: `${context.get(translatorContext).t("twoFactor.codeTitle")} — ${context.get(translatorContext).t("admin.metaTitle")}` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { headers, ...result } = await verifySignInCode(form, twoFactorContext(request, context));
  return data(result, { status: result.status, headers });
}

export default function LoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === "submitting";
  const method = actionData?.method ?? codeMethod(params.get("method"));
  const redirectTo = params.get("redirectTo");
  const error = actionData ?? (loaderData.expired ? { error: "expired" as const } : null);
  const over = error?.error === "expired" || error?.error === "challengeSpent";
  const other = new URLSearchParams(params);
  other.set("method", method === "totp" ? "recovery" : "totp");
  return (
    <main id="main" className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-3xl font-bold text-ocean-900">{t("twoFactor.codeTitle")}</h1>
      <div className="mt-6 space-y-4">
        <FormError error={error} />
        {!over && (
          <>
            <p className="text-slate-700">{method === "totp" ? t("twoFactor.codeText") : t("twoFactor.recoveryCodeText")}</p>
            <Form method="post" noValidate className="space-y-4" key={method}>
              <input type="hidden" name="method" value={method} />
              {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
              <Field id="code" name="code" label={method === "totp" ? t("twoFactor.code") : t("twoFactor.recoveryCode")} kind={method} error={error} />
              <button type="submit" disabled={busy} className="w-full rounded-md bg-ocean-800 px-4 py-2.5 font-semibold text-white hover:bg-ocean-900 disabled:opacity-70">
                {busy ? t("twoFactor.verifying") : t("twoFactor.verify")}
              </button>
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
