import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor } from "better-auth/plugins";
import type { Db } from "../../../db/client.ts";
import * as schema from "../../../db/schema/index.ts";
import { translatorFor } from "~/features/i18n/i18n.server.ts";
import { localeFromPath } from "~/features/i18n/locales.ts";
import type { Mailer } from "~/features/mail/mailer.server.ts";

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
}

/**
 * The language of an account email: the page the link leads back to (/en/auth/reset, /ja/auth...)
 * carries the language the visitor was reading when they asked for it.
 */
function mailText(url: string, kind: "verify" | "reset") {
  const callback = new URL(url).searchParams.get("callbackURL") ?? "/";
  const { t } = translatorFor(localeFromPath(callback));
  return {
    subject: t(`mail.${kind}Subject`),
    text: `${t("mail.greeting")}\n\n${t(`mail.${kind}Text`)}\n${url}\n\n${t("mail.ignore")}`,
  };
}

/**
 * The two-factor plugin's HTTP endpoints stay closed: staff enrol, verify and turn 2FA off through the
 * back office's forms, which call the same functions on the server behind the site's own rate limits
 * and password checks (see docs/decisions/014-hardening.md).
 */
export const TWO_FACTOR_HTTP_PATHS = [
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/generate-backup-codes",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
];

export function createAuth({ db, secret, publicUrl, mailer }: AuthOptions) {
  return betterAuth({
    appName: "Tahiti 2027",
    secret,
    baseURL: publicUrl,
    basePath: "/api/auth",
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(db, { provider: "pg", usePlural: true, schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...mailText(url, "reset") });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...mailText(url, "verify") });
      },
    },
    disabledPaths: TWO_FACTOR_HTTP_PATHS,
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] }), twoFactor({ issuer: "Tahiti 2027" })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
