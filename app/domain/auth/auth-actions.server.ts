import { redirect, type RouterContextProvider } from "react-router";
import { localeContext } from "~/platform/i18n/context.ts";
import { requestContext } from "~/platform/http/request-context.ts";
import { authServicesContext } from "~/domain/auth/auth-context.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import { localizePath } from "~/platform/i18n/locales.ts";
import { flashCookie } from "~/platform/toast/flash.server.ts";
import { codeStepLocation } from "~/domain/two-factor/two-factor.server.ts";
import type { Auth } from "./auth.server.ts";
import type { RateLimits } from "~/platform/http/rate-limits.server.ts";
import { safeRedirect } from "~/platform/http/safe-redirect.ts";
import { allowAccountRequest, finishSignIn, startSignIn } from "./rate-limit.server.ts";
import { authErrorCode, forwardCookies, formText, type SignedInUser } from "./session.server.ts";
import { formFailure, formSuccess, type FormMessage, type FormResult } from "~/platform/forms/form-result.ts";
import { formResponse, fromZodError } from "~/platform/forms/form-result.server.ts";
import { databaseDown } from "~/platform/services/database-outage.server.ts";
import type { Database } from "../../../db/client.ts";
import { emailOnlySchema, loginSchema, resetSchema, signupSchema } from "./validation.ts";

export type AuthMode = "login" | "signup";

export type AuthField = "email" | "password" | "confirmPassword";

/** Sign-in, sign-up and a new confirmation email; the form shows the tab of `mode`, and a link to resend the email when the account waits for it. */
export type AuthResult = FormResult<AuthField> & { mode: AuthMode; canResend?: boolean };

export type ForgotResult = FormResult<"email">;

/** The refusal of "sign out everywhere" (success leaves for the sign-in page). */
export type SignOutEverywhereResult = FormResult & { intent: "signout-everywhere" };

/** The reset form sends its link's token back, and no password ever comes back. */
export type ResetResult = FormResult<"token" | "password" | "confirmPassword">;

const VALIDATION = "auth.errors.validation";

interface Ctx {
  auth: Auth;
  database: Pick<Database, "ping">;
  limits: RateLimits;
  request: Request;
  ip: string;
  locale: Locale;
  secure: boolean;
}

/** What every account action needs from the request and the router context. */
export function authActionContext(request: Request, context: Readonly<RouterContextProvider>): Ctx {
  const { auth, database, env, limits } = context.get(authServicesContext);
  return { auth, database, limits, request, ip: context.get(requestContext).ip, locale: context.get(localeContext), secure: env.PUBLIC_URL.startsWith("https:") };
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

/** A refused account form, answered with its status; the email comes back as typed. */
function refuse(mode: AuthMode, email: string, error: FormMessage, status: number, canResend?: true) {
  return formResponse<AuthResult>({ ...formFailure<AuthField>(error, { email }), mode, ...(canResend && { canResend }) }, { status });
}

/**
 * Signs in, then goes on to `redirectTo` (or the code step of a two-factor account); a refusal is
 * answered. While the database is down: 503, the email back, the outage said.
 */
export async function signIn(form: FormData, ctx: Ctx) {
  const email = formText(form, "email");
  const parsed = loginSchema.safeParse({ email, password: formText(form, "password") });
  if (!parsed.success) return formResponse<AuthResult>({ ...fromZodError<AuthField>(parsed.error, { email }, VALIDATION), mode: "login" });
  let response: Response;
  try {
    if (!(await startSignIn(ctx.limits, ctx.ip, parsed.data.email))) return refuse("login", email, "auth.errors.tooManyAttempts", 429);
    response = await ctx.auth.api.signInEmail({
      body: { ...parsed.data, callbackURL: verifyCallback(ctx.locale) },
      headers: ctx.request.headers,
      asResponse: true,
    });
  } catch (error) {
    if (await databaseDown(ctx.database)) return refuse("login", email, "forms.unavailable", 503);
    throw error;
  }
  // Better Auth answers its own failures, the database's included, as a 500.
  if (response.status >= 500 && (await databaseDown(ctx.database))) return refuse("login", email, "forms.unavailable", 503);
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
  if (code === "EMAIL_NOT_VERIFIED") return refuse("login", email, "auth.errors.emailNotVerified", 403, true);
  // The same answer for an unknown email and a wrong password.
  if (wrong) return refuse("login", email, "auth.errors.invalidCredentials", 401);
  return refuse("login", email, "auth.errors.loginFailed", response.status >= 400 && response.status < 500 ? response.status : 400);
}

export async function signUp(form: FormData, ctx: Ctx) {
  const email = formText(form, "email");
  const parsed = signupSchema.safeParse({ email, password: formText(form, "password"), confirmPassword: formText(form, "confirmPassword") });
  if (!parsed.success) return formResponse<AuthResult>({ ...fromZodError<AuthField>(parsed.error, { email }, VALIDATION), mode: "signup" });
  if (!(await allowAccountRequest(ctx.limits, "sign-up", ctx.ip, parsed.data.email))) return refuse("signup", email, "auth.errors.tooManyAttempts", 429);
  const response = await ctx.auth.api.signUpEmail({
    body: { email: parsed.data.email, password: parsed.data.password, name: parsed.data.email.split("@")[0]!, callbackURL: verifyCallback(ctx.locale) },
    headers: ctx.request.headers,
    asResponse: true,
  });
  // An address already registered gets the same answer, so sign-up does not reveal who has an account.
  if (response.ok || (await authErrorCode(response))?.startsWith("USER_ALREADY_EXISTS")) {
    return formResponse<AuthResult>({ ...formSuccess<AuthField>("auth.signupSuccess"), mode: "signup" });
  }
  return refuse("signup", email, "auth.errors.signupFailed", 400);
}

export async function resendVerification(form: FormData, ctx: Ctx) {
  const email = formText(form, "email");
  const parsed = emailOnlySchema.safeParse({ email });
  if (!parsed.success) return formResponse<AuthResult>({ ...fromZodError<AuthField>(parsed.error, { email }, VALIDATION), mode: "login" });
  if (!(await allowAccountRequest(ctx.limits, "resend", ctx.ip, parsed.data.email))) return refuse("login", email, "auth.errors.tooManyAttempts", 429);
  await ctx.auth.api.sendVerificationEmail({ body: { email: parsed.data.email, callbackURL: verifyCallback(ctx.locale) }, asResponse: true });
  return formResponse<AuthResult>({ ...formSuccess<AuthField>("auth.resent", { email }), mode: "login" });
}

/** Signs out, then goes back to `redirectTo` (the page the visitor signed out from) or home. */
export async function signOut(form: FormData, ctx: Ctx): Promise<never> {
  const response = await ctx.auth.api.signOut({ headers: ctx.request.headers, asResponse: true });
  const headers = forwardCookies(response);
  headers.append("Set-Cookie", flashCookie("signed-out", ctx.secure));
  throw redirect(safeRedirect(form.get("redirectTo"), localizePath("/", ctx.locale)), { headers });
}

/**
 * Ends every session of the signed-in account, this one too (one opened on a borrowed computer, or
 * by someone who learnt the password), then goes to `signInPath` with the notice. Nobody signed in:
 * nothing to end, straight to `signInPath`.
 */
export async function signOutEverywhere(ctx: Ctx, user: SignedInUser | null, signInPath: string) {
  if (!user) throw redirect(signInPath);
  if (!(await allowAccountRequest(ctx.limits, "sign-out-everywhere", ctx.ip, user.id))) {
    return formResponse<SignOutEverywhereResult>({ ...formFailure("auth.errors.tooManyAttempts"), intent: "signout-everywhere" }, { status: 429 });
  }
  const revoked = await ctx.auth.api.revokeSessions({ headers: ctx.request.headers, asResponse: true });
  // 401: this session ended meanwhile, by the same request from another browser: all ended already.
  if (!revoked.ok && revoked.status !== 401) throw new Error(`could not end the account's sessions: ${revoked.status}`);
  // This session is gone with the others; signing out clears its cookie (and the account hint).
  const response = await ctx.auth.api.signOut({ headers: ctx.request.headers, asResponse: true });
  throw redirect(`${signInPath}?everywhere=1`, { headers: forwardCookies(response) });
}

/** Sends a single-use reset link; the same answer whether or not the account exists. */
export async function requestPasswordReset(form: FormData, ctx: Ctx) {
  const email = formText(form, "email");
  const parsed = emailOnlySchema.safeParse({ email });
  if (!parsed.success) return formResponse<ForgotResult>(fromZodError(parsed.error, { email }, VALIDATION));
  if (!(await allowAccountRequest(ctx.limits, "reset", ctx.ip, parsed.data.email))) return formResponse<ForgotResult>(formFailure("auth.errors.tooManyAttempts", { email }), { status: 429 });
  await ctx.auth.api.requestPasswordReset({ body: { email: parsed.data.email, redirectTo: localizePath("/auth/reset", ctx.locale) }, asResponse: true });
  return formResponse<ForgotResult>(formSuccess("auth.forgotSent"));
}

/** Sets the new password; Better Auth then ends every session of that account. */
export async function resetPassword(form: FormData, ctx: Ctx) {
  const token = formText(form, "token");
  const parsed = resetSchema.safeParse({ token, password: formText(form, "password"), confirmPassword: formText(form, "confirmPassword") });
  if (!parsed.success) return formResponse<ResetResult>(fromZodError(parsed.error, { token }, VALIDATION));
  if (!(await allowAccountRequest(ctx.limits, "reset-password", ctx.ip, token))) return formResponse<ResetResult>(formFailure("auth.errors.tooManyAttempts", { token }), { status: 429 });
  const response = await ctx.auth.api.resetPassword({ body: { newPassword: parsed.data.password, token: parsed.data.token }, asResponse: true });
  if (!response.ok) return formResponse<ResetResult>(formFailure("auth.resetInvalid"));
  throw redirect(`${localizePath("/auth", ctx.locale)}?reset=1`);
}
