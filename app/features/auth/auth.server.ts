import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
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
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
