import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { twoFactors } from "../../../db/schema/index.ts";
import type { Auth } from "~/domain/auth/auth.server.ts";
import { allowAccountRequest } from "~/domain/auth/rate-limit.server.ts";
import { authErrorCode, forwardCookies, formText, newSessionHeaders, type SignedInUser } from "~/domain/auth/session.server.ts";
import { safeRedirect } from "~/platform/http/safe-redirect.ts";
import { readCookie } from "~/platform/http/cookies.ts";
import type { RateLimits } from "~/platform/http/rate-limits.server.ts";
import { requestContext } from "~/platform/http/request-context.ts";
import { authServicesContext } from "~/domain/auth/auth-context.server.ts";
import { flashCookie } from "~/platform/toast/flash.server.ts";
import { formFailure, type FormMessage, type FormResult } from "~/platform/forms/form-result.ts";
import { formResponse, fromZodError } from "~/platform/forms/form-result.server.ts";
import { codeMethod, passwordSchema, recoveryCodeSchema, totpCodeSchema, type CodeMethod } from "./codes.ts";
import { qrImage, type QrImage } from "./qr-code.server.ts";

export const ACCOUNT_PATH = "/admin/account";
export const CODE_STEP_PATH = "/admin/login/code";
const ISSUER = "Tahiti 2027";
// Better Auth's name for the cookie that carries a sign-in waiting for its second factor.
const CHALLENGE_COOKIE = "two_factor";
// A marker, per account, that the recovery codes may be shown once on the next account page.
const revealKey = (userId: string) => `2fa-reveal-${userId}`;
const REVEAL_SECONDS = 10 * 60;

export interface TwoFactorCtx {
  auth: Auth;
  db: Db;
  limits: RateLimits;
  request: Request;
  ip: string;
  secure: boolean;
}

/** What the code step and the account page's actions need from the request and the router context. */
export function twoFactorContext(request: Request, context: Readonly<RouterContextProvider>): TwoFactorCtx {
  const { auth, database, env, limits } = context.get(authServicesContext);
  return { auth, db: database.db, limits, request, ip: context.get(requestContext).ip, secure: env.PUBLIC_URL.startsWith("https:") };
}

const FAILED = "twoFactor.errors.failed";
const TOO_MANY = "auth.errors.tooManyAttempts";

// ---------------------------------------------------------------------------------------------
// Sign-in: the code step

/**
 * The account waiting for its second factor, from Better Auth's challenge cookie; null when there is
 * none or it expired. Only the rate limit uses it: Better Auth checks the cookie's signature itself.
 */
export async function pendingSignIn(auth: Auth, request: Request): Promise<string | null> {
  const ctx = await auth.$context;
  const signed = readCookie(request.headers.get("Cookie"), ctx.createAuthCookie(CHALLENGE_COOKIE).name);
  const identifier = signed?.slice(0, signed.lastIndexOf("."));
  if (!identifier?.startsWith("2fa-") || identifier.startsWith("2fa-attempts-") || identifier.length > 100) return null;
  const record = await ctx.internalAdapter.findVerificationValue(identifier);
  return record && new Date(record.expiresAt).getTime() > Date.now() ? record.value : null;
}

/** The code step's answer; the form shows the kind of code it asked for. A code is never sent back. */
export type CodeStepResult = FormResult<"code"> & { method: CodeMethod };

/**
 * Checks the code from the authenticator app or a recovery code, behind the site's per-address and
 * per-account limits; on success Better Auth opens the session and the visitor goes on to `redirectTo`.
 */
export async function verifySignInCode(form: FormData, ctx: TwoFactorCtx) {
  const method = codeMethod(form.get("method"));
  const refuse = (error: FormMessage, status: number, headers?: Headers) => formResponse<CodeStepResult>({ ...formFailure<"code">(error), method }, { status, headers });
  const codeError = (error: FormMessage, status: number) => formResponse<CodeStepResult>({ ok: false, fieldErrors: { code: error }, values: {}, method }, { status });
  const parsed = z.object({ code: method === "totp" ? totpCodeSchema : recoveryCodeSchema }).safeParse({ code: formText(form, "code") });
  if (!parsed.success) return formResponse<CodeStepResult>({ ...fromZodError<"code">(parsed.error, {}, FAILED), method });
  const userId = await pendingSignIn(ctx.auth, ctx.request);
  if (!userId) return refuse("twoFactor.errors.expired", 401);
  if (!(await allowAccountRequest(ctx.limits, "two-factor", ctx.ip, userId))) return refuse(TOO_MANY, 429);

  const call = { body: { code: parsed.data.code }, headers: ctx.request.headers, asResponse: true } as const;
  const response = method === "totp" ? await ctx.auth.api.verifyTOTP(call) : await ctx.auth.api.verifyBackupCode(call);
  const headers = forwardCookies(response);
  if (response.ok) {
    headers.append("Set-Cookie", flashCookie("signed-in", ctx.secure));
    throw redirect(safeRedirect(form.get("redirectTo"), "/admin/dashboard"), { headers });
  }
  switch (await authErrorCode(response)) {
    case "INVALID_CODE":
      return codeError("twoFactor.errors.invalidCode", 401);
    case "INVALID_BACKUP_CODE":
      return codeError("twoFactor.errors.invalidRecoveryCode", 401);
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return refuse(TOO_MANY, 429);
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return refuse("twoFactor.errors.challengeSpent", 401, headers);
    case "INVALID_TWO_FACTOR_COOKIE":
      return refuse("twoFactor.errors.expired", 401, headers);
    default:
      return refuse(FAILED, 400);
  }
}

/** Where sign-in goes when the account has two-factor on: the code step, then `redirectTo`. */
export function codeStepLocation(redirectTo: string): string {
  return `${CODE_STEP_PATH}?${new URLSearchParams({ redirectTo })}`;
}

// ---------------------------------------------------------------------------------------------
// The account page: enrol, confirm, new recovery codes, turn off

export type TwoFactorStatus =
  | { state: "off" }
  | { state: "pending"; secret: string; uri: string; qr: QrImage }
  | { state: "on"; recoveryCodesLeft: number; recoveryCodes: string[] | null };

async function recoveryCodes(auth: Auth, userId: string): Promise<string[]> {
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
  return backupCodes;
}

/** Where the account stands; right after enrolment or new codes, the codes themselves, once. */
export async function twoFactorStatus(auth: Auth, db: Db, user: SignedInUser): Promise<TwoFactorStatus> {
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
  if (user.twoFactorEnabled) {
    if (!row) return { state: "on", recoveryCodesLeft: 0, recoveryCodes: null };
    const codes = await recoveryCodes(auth, user.id);
    const reveal = await (await auth.$context).internalAdapter.consumeVerificationValue(revealKey(user.id));
    return { state: "on", recoveryCodesLeft: codes.length, recoveryCodes: reveal?.value === user.id ? codes : null };
  }
  if (!row) return { state: "off" };
  const secret = await symmetricDecrypt({ key: (await auth.$context).secretConfig, data: row.secret });
  // The same URI Better Auth builds when enrolment starts (6 digits, 30 seconds).
  const uri = createOTP(secret, { digits: 6, period: 30 }).url(ISSUER, user.email);
  return { state: "pending", secret: new URL(uri).searchParams.get("secret") ?? "", uri, qr: qrImage(uri) };
}

export type AccountIntent = "start" | "confirm" | "regenerate" | "disable";

/** The refusal of one of the account page's forms (`intent`); success redirects. Nothing typed comes back. */
export type AccountResult = FormResult<"password" | "code"> & { intent: AccountIntent };
type AccountAnswer = ReturnType<typeof formResponse<AccountResult>>;

const refuseForm = (intent: AccountIntent, error: FormMessage, status: number): AccountAnswer => formResponse<AccountResult>({ ...formFailure(error), intent }, { status });
const refuseField = (intent: AccountIntent, field: "password" | "code", error: FormMessage): AccountAnswer =>
  formResponse<AccountResult>({ ok: false, fieldErrors: { [field]: error }, values: {}, intent }, { status: 400 });

async function allowPassword(form: FormData, ctx: TwoFactorCtx, user: SignedInUser, intent: AccountIntent): Promise<AccountAnswer | string> {
  const parsed = z.object({ password: passwordSchema }).safeParse({ password: formText(form, "password") });
  if (!parsed.success) return formResponse<AccountResult>({ ...fromZodError<"password">(parsed.error, {}, FAILED), intent });
  if (!(await allowAccountRequest(ctx.limits, "two-factor-password", ctx.ip, user.id))) return refuseForm(intent, TOO_MANY, 429);
  return parsed.data.password;
}

async function passwordFailure(response: Response, intent: AccountIntent): Promise<AccountAnswer> {
  const code = await authErrorCode(response);
  if (code === "INVALID_PASSWORD") return refuseField(intent, "password", "twoFactor.errors.wrongPassword");
  return refuseForm(intent, FAILED, 400);
}

async function allowReveal(auth: Auth, userId: string) {
  const ctx = await auth.$context;
  await ctx.internalAdapter.deleteVerificationByIdentifier(revealKey(userId));
  await ctx.internalAdapter.createVerificationValue({ identifier: revealKey(userId), value: userId, expiresAt: new Date(Date.now() + REVEAL_SECONDS * 1000) });
}

/**
 * Runs one account-page form. Success redirects back to the page (the session cookie may have been
 * replaced, so the page is loaded again with the new one); a failure is returned for the form.
 */
export async function runAccountAction(form: FormData, ctx: TwoFactorCtx, user: SignedInUser, required: boolean): Promise<AccountAnswer> {
  const intent = form.get("intent");
  const { auth } = ctx;
  const [row] = await ctx.db.select({ verified: twoFactors.verified }).from(twoFactors).where(eq(twoFactors.userId, user.id));

  if (intent === "start") {
    if (user.twoFactorEnabled) return refuseForm(intent, "twoFactor.errors.alreadyEnabled", 409);
    const password = await allowPassword(form, ctx, user, intent);
    if (typeof password !== "string") return password;
    // A new start replaces an unfinished one: Better Auth would otherwise keep its "verified" mark.
    if (row) await ctx.db.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    const response = await auth.api.enableTwoFactor({ body: { password, issuer: ISSUER }, headers: ctx.request.headers, asResponse: true });
    if (!response.ok) return passwordFailure(response, intent);
    throw redirect(ACCOUNT_PATH, { headers: forwardCookies(response) });
  }

  if (intent === "confirm") {
    if (user.twoFactorEnabled) return refuseForm(intent, "twoFactor.errors.alreadyEnabled", 409);
    if (!row) return refuseForm(intent, "twoFactor.errors.notPending", 409);
    const parsed = z.object({ code: totpCodeSchema }).safeParse({ code: formText(form, "code") });
    if (!parsed.success) return formResponse<AccountResult>({ ...fromZodError<"code">(parsed.error, {}, FAILED), intent });
    if (!(await allowAccountRequest(ctx.limits, "two-factor", ctx.ip, user.id))) return refuseForm(intent, TOO_MANY, 429);
    const response = await auth.api.verifyTOTP({ body: { code: parsed.data.code }, headers: ctx.request.headers, asResponse: true });
    if (!response.ok) {
      const code = await authErrorCode(response);
      return code === "INVALID_CODE" ? refuseField(intent, "code", "twoFactor.errors.invalidCode") : refuseForm(intent, FAILED, 400);
    }
    // Better Auth has replaced this session with a new one; every other session of the account ends:
    // one opened elsewhere with a stolen password must not outlive the second factor.
    const current = newSessionHeaders(response);
    if (!current) throw new Error("two-factor sign-in turned on without a new session");
    await auth.api.revokeOtherSessions({ headers: current });
    await allowReveal(auth, user.id);
    throw redirect(`${ACCOUNT_PATH}?done=enabled`, { headers: forwardCookies(response) });
  }

  if (intent === "regenerate") {
    if (!user.twoFactorEnabled) return refuseForm(intent, "twoFactor.errors.notPending", 409);
    const password = await allowPassword(form, ctx, user, intent);
    if (typeof password !== "string") return password;
    const response = await auth.api.generateBackupCodes({ body: { password }, headers: ctx.request.headers, asResponse: true });
    if (!response.ok) return passwordFailure(response, intent);
    await allowReveal(auth, user.id);
    throw redirect(`${ACCOUNT_PATH}?done=regenerated`, { headers: forwardCookies(response) });
  }

  if (intent === "disable") {
    if (!user.twoFactorEnabled && !row) return refuseForm(intent, "twoFactor.errors.notPending", 409);
    if (required) return refuseForm(intent, "twoFactor.errors.disableRequired", 403);
    const password = await allowPassword(form, ctx, user, intent);
    if (typeof password !== "string") return password;
    const response = await auth.api.disableTwoFactor({ body: { password }, headers: ctx.request.headers, asResponse: true });
    if (!response.ok) return passwordFailure(response, intent);
    throw redirect(`${ACCOUNT_PATH}?done=disabled`, { headers: forwardCookies(response) });
  }

  return refuseForm("start", FAILED, 400);
}

/** With STAFF_TWO_FACTOR=required, a staff account without two-factor may only open its account page. */
export function mustEnrolFirst(user: SignedInUser | null, required: boolean, pagePath: string): boolean {
  return Boolean(user && required && !user.twoFactorEnabled && pagePath !== ACCOUNT_PATH);
}
