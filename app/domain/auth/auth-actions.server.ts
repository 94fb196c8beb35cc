import { redirect, type RouterContextProvider } from "react-router";
import { localeContext } from "~/platform/i18n/context.ts";
import { requestContext, servicesContext } from "~/platform/services/services.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import { localizePath } from "~/platform/i18n/locales.ts";
import { flashCookie } from "~/platform/toast/flash.server.ts";
import { codeStepLocation } from "~/domain/two-factor/two-factor.server.ts";
import type { Auth } from "./auth.server.ts";
import type { RateLimits } from "~/platform/http/rate-limits.server.ts";
import { safeRedirect } from "~/platform/http/safe-redirect.ts";
import { allowAccountRequest, finishSignIn, startSignIn } from "./rate-limit.server.ts";
import { authErrorCode, forwardCookies, formText } from "./session.server.ts";
import { emailOnlySchema, firstIssue, loginSchema, resetSchema, signupSchema, type AuthErrorKey } from "./validation.ts";

export type AuthMode = "login" | "signup";

export type AuthResult =
  | { ok: false; status: number; mode: AuthMode; error: AuthErrorKey; field?: string; email: string; canResend?: boolean }
  | { ok: true; mode: AuthMode; notice: "signupSuccess" | "resent"; email: string };

export type ResetResult =
  | { ok: false; status: number; error: AuthErrorKey | "resetInvalid"; field?: string; email?: string; token?: string }
  | { ok: true };

interface Ctx {
  auth: Auth;
  limits: RateLimits;
  request: Request;
  ip: string;
  locale: Locale;
  secure: boolean;
}

/** What every account action needs from the request and the router context. */
export function authActionContext(request: Request, context: Readonly<RouterContextProvider>): Ctx {
  const { auth, env, limits } = context.get(servicesContext);
  return { auth, limits, request, ip: context.get(requestContext).ip, locale: context.get(localeContext), secure: env.PUBLIC_URL.startsWith("https:") };
}

function verifyCallback(locale: Locale) {
  return `${localizePath("/auth", locale)}?verified=1`;
}

async function needsSecondFactor(response: Response): Promise<boolean> {
  try {
    return ((await response.clone().json()) as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
  } catch {
    return false;
  }
}

export async function signIn(form: FormData, ctx: Ctx): Promise<AuthResult | Response> {
  const email = formText(form, "email");
  const parsed = loginSchema.safeParse({ email, password: formText(form, "password") });
  if (!parsed.success) return { ok: false, status: 400, mode: "login", ...firstIssue(parsed.error), email };
  if (!(await startSignIn(ctx.limits, ctx.ip, parsed.data.email))) {
    return { ok: false, status: 429, mode: "login", error: "tooManyAttempts", email };
  }
  const response = await ctx.auth.api.signInEmail({
    body: { ...parsed.data, callbackURL: verifyCallback(ctx.locale) },
    headers: ctx.request.headers,
    asResponse: true,
  });
  const code = response.ok ? undefined : await authErrorCode(response);
  // Better Auth checks a disabled account's password before refusing it: counted and answered as a
  // wrong password, so the answer never tells whether the password was right.
  const wrong = response.status === 401 || code === "BANNED_USER";
  await finishSignIn(ctx.limits, ctx.ip, parsed.data.email, !wrong);
  if (response.ok) {
    const headers = forwardCookies(response);
    const target = safeRedirect(form.get("redirectTo"), localizePath("/", ctx.locale));
    // Two-factor accounts get no session yet: Better Auth set its challenge cookie for the code step.
    if (await needsSecondFactor(response)) throw redirect(codeStepLocation(target), { headers });
    headers.append("Set-Cookie", flashCookie("signed-in", ctx.secure));
    throw redirect(target, { headers });
  }
  if (code === "EMAIL_NOT_VERIFIED") {
    return { ok: false, status: 403, mode: "login", error: "emailNotVerified", email, canResend: true };
  }
  // The same answer for an unknown email and a wrong password.
  if (wrong) return { ok: false, status: 401, mode: "login", error: "invalidCredentials", email };
  return { ok: false, status: response.status >= 400 && response.status < 500 ? response.status : 400, mode: "login", error: "loginFailed", email };
}

export async function signUp(form: FormData, ctx: Ctx): Promise<AuthResult> {
  const email = formText(form, "email");
  const parsed = signupSchema.safeParse({ email, password: formText(form, "password"), confirmPassword: formText(form, "confirmPassword") });
  if (!parsed.success) return { ok: false, status: 400, mode: "signup", ...firstIssue(parsed.error), email };
  if (!(await allowAccountRequest(ctx.limits, "sign-up", ctx.ip, parsed.data.email))) {
    return { ok: false, status: 429, mode: "signup", error: "tooManyAttempts", email };
  }
  const response = await ctx.auth.api.signUpEmail({
    body: { email: parsed.data.email, password: parsed.data.password, name: parsed.data.email.split("@")[0]!, callbackURL: verifyCallback(ctx.locale) },
    headers: ctx.request.headers,
    asResponse: true,
  });
  // An address already registered gets the same answer, so sign-up does not reveal who has an account.
  if (response.ok || (await authErrorCode(response))?.startsWith("USER_ALREADY_EXISTS")) {
    return { ok: true, mode: "signup", notice: "signupSuccess", email: "" };
  }
  return { ok: false, status: 400, mode: "signup", error: "signupFailed", email };
}

export async function resendVerification(form: FormData, ctx: Ctx): Promise<AuthResult> {
  const email = formText(form, "email");
  const parsed = emailOnlySchema.safeParse({ email });
  if (!parsed.success) return { ok: false, status: 400, mode: "login", ...firstIssue(parsed.error), email };
  if (!(await allowAccountRequest(ctx.limits, "resend", ctx.ip, parsed.data.email))) {
    return { ok: false, status: 429, mode: "login", error: "tooManyAttempts", email };
  }
  await ctx.auth.api.sendVerificationEmail({ body: { email: parsed.data.email, callbackURL: verifyCallback(ctx.locale) }, asResponse: true });
  return { ok: true, mode: "login", notice: "resent", email };
}

export async function signOut(ctx: Ctx): Promise<never> {
  const response = await ctx.auth.api.signOut({ headers: ctx.request.headers, asResponse: true });
  const headers = forwardCookies(response);
  headers.append("Set-Cookie", flashCookie("signed-out", ctx.secure));
  throw redirect(localizePath("/", ctx.locale), { headers });
}

/** Sends a single-use reset link; the same answer whether or not the account exists. */
export async function requestPasswordReset(form: FormData, ctx: Ctx): Promise<ResetResult> {
  const email = formText(form, "email");
  const parsed = emailOnlySchema.safeParse({ email });
  if (!parsed.success) return { ok: false, status: 400, ...firstIssue(parsed.error), email };
  if (!(await allowAccountRequest(ctx.limits, "reset", ctx.ip, parsed.data.email))) return { ok: false, status: 429, error: "tooManyAttempts", email };
  await ctx.auth.api.requestPasswordReset({ body: { email: parsed.data.email, redirectTo: localizePath("/auth/reset", ctx.locale) }, asResponse: true });
  return { ok: true };
}

/** Sets the new password; Better Auth then ends every session of that account. */
export async function resetPassword(form: FormData, ctx: Ctx): Promise<ResetResult> {
  const token = formText(form, "token");
  const parsed = resetSchema.safeParse({ token, password: formText(form, "password"), confirmPassword: formText(form, "confirmPassword") });
  if (!parsed.success) return { ok: false, status: 400, ...firstIssue(parsed.error), token };
  if (!(await allowAccountRequest(ctx.limits, "reset-password", ctx.ip, token))) return { ok: false, status: 429, error: "tooManyAttempts", token };
  const response = await ctx.auth.api.resetPassword({ body: { newPassword: parsed.data.password, token: parsed.data.token }, asResponse: true });
  if (!response.ok) return { ok: false, status: 400, error: "resetInvalid" };
  throw redirect(`${localizePath("/auth", ctx.locale)}?reset=1`);
}
