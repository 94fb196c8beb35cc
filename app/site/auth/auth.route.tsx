import { ArrowLeft } from "lucide-react";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/auth.route";
import { authActionContext, resendVerification, signIn, signOut, signOutEverywhere, signUp, type AuthMode, type SignOutEverywhereResult } from "~/domain/auth/auth-actions.server.ts";
import { AuthForm } from "./auth-form.tsx";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { messageText } from "~/platform/forms/form-result.ts";
import { signedInUser } from "~/domain/auth/session.server.ts";
import { safeRedirect } from "~/platform/http/safe-redirect.ts";
import { translatorContext, localeContext } from "~/platform/i18n/context.ts";
import { localizePath } from "~/platform/i18n/locales.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { pageMeta } from "~/platform/seo/meta.ts";
import { SubmitButton } from "~/platform/forms/submit-button.tsx";
import { SignOutEverywhere } from "~/platform/ui/sign-out-everywhere.tsx";
import { SignedInSentence } from "~/site/layout/account-status.tsx";

// Its answers depend on who asks (signed in or not, a reset token): never stored.
export const handle: RouteHandle = { personal: true };

/**
 * Signed out: the sign-in and sign-up forms. Signed in: on to `redirectTo` when the visitor was sent
 * here to sign in, else the account (who is signed in, sign out, sign out everywhere).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const url = new URL(request.url);
  const user = await signedInUser(request, context);
  const redirectTo = url.searchParams.get("redirectTo");
  if (user && redirectTo !== null) throw redirect(safeRedirect(redirectTo, localizePath("/", locale)));
  const { t } = context.get(translatorContext);
  return { account: user && { email: user.email }, seo: { title: t("auth.metaTitle"), description: t("auth.metaDescription"), noindex: true } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = authActionContext(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "login") return signIn(form, ctx);
  if (intent === "signup") return signUp(form, ctx);
  if (intent === "resend") return resendVerification(form, ctx);
  if (intent === "signout") return signOut(form, ctx);
  if (intent === "signout-everywhere") return signOutEverywhere(ctx, await signedInUser(request, context), localizePath("/auth", ctx.locale));
  throw data(null, { status: 400 });
}

/** The signed-in visitor's account. */
function Account({ email, result }: { email: string; result: SignOutEverywhereResult | null }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="mt-6 space-y-8">
      <div>
        <SignedInSentence email={<strong className="font-semibold wrap-anywhere text-slate-900">{email}</strong>} className="text-slate-800" />
        <form method="post" className="mt-3">
          <input type="hidden" name="intent" value="signout" />
          <input type="hidden" name="redirectTo" value={localize("/")} />
          <SubmitButton label={t("auth.signOut")} variant="secondary" />
        </form>
      </div>
      <SignOutEverywhere result={result} />
    </div>
  );
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const params = new URLSearchParams(useLocation().search);
  if (loaderData.account) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-3xl font-bold text-ocean-900">{t("auth.title")}</h1>
        <Account email={loaderData.account.email} result={actionData && "intent" in actionData ? actionData : null} />
      </div>
    );
  }
  const result = actionData && "mode" in actionData ? actionData : undefined;
  const mode: AuthMode = result?.mode ?? (params.get("mode") === "signup" ? "signup" : "login");
  const redirectTo = params.get("redirectTo");
  const notice = result?.ok && result.notice
    ? messageText(t, result.notice)
    : params.get("verified") ? t("auth.verified")
    : params.get("reset") ? t("auth.resetDone")
    : params.get("everywhere") ? t("auth.signedOutEverywhere")
    : null;
  const tabHref = (target: AuthMode) => {
    const next = new URLSearchParams(params);
    next.delete("verified");
    next.delete("reset");
    next.delete("everywhere");
    next.set("mode", target);
    return `?${next}`;
  };
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <a href={localize("/")} className="inline-flex items-center gap-2 font-semibold text-ocean-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("auth.backHome")}
      </a>
      <h1 className="mt-6 text-3xl font-bold text-ocean-900">{t("auth.title")}</h1>
      <nav aria-label={t("auth.tabs")} className="mt-6">
        <ul className="grid grid-cols-2 rounded-lg bg-slate-100 p-1">
          {(["login", "signup"] as const).map((target) => (
            <li key={target}>
              <a
                href={tabHref(target)}
                aria-current={mode === target ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-center font-semibold ${mode === target ? "bg-white text-ocean-900 shadow" : "text-slate-700 hover:text-ocean-900"}`}
              >
                {target === "login" ? t("auth.tabLogin") : t("auth.tabSignup")}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 space-y-4">
        <FormAlert result={result} summary="first" />
        {notice && <FormNotice text={notice} />}
        <AuthForm key={mode} mode={mode} result={result} redirectTo={redirectTo} />
        {mode === "login" && (
          <a href={localize("/auth/forgot")} className="block font-semibold text-ocean-700 underline underline-offset-4">{t("auth.forgot")}</a>
        )}
        {result?.canResend && (
          <form method="post">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="email" value={result.values?.email} />
            <button type="submit" className="font-semibold text-ocean-700 underline underline-offset-4">{t("auth.resend")}</button>
          </form>
        )}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
