import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor } from "better-auth/plugins";
import { and, eq, like } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import * as schema from "../../../db/schema/index.ts";
import { CLIENT_ADDRESS_HEADER } from "~/platform/http/client-address.ts";
import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import { localeFromPath } from "~/platform/i18n/locales.ts";
import type { Mailer } from "~/platform/mail/mailer.server.ts";

type LogMethod = (obj: object, msg?: string) => void;

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
  /** The server's JSON log; Better Auth's own messages and errors go there instead of the console. */
  log?: { debug: LogMethod; info: LogMethod; warn: LogMethod; error: LogMethod };
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

export function createAuth({ db, secret, publicUrl, mailer, log }: AuthOptions) {
  return betterAuth({
    appName: "Tahiti 2027",
    secret,
    baseURL: publicUrl,
    basePath: "/api/auth",
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(db, { provider: "pg", usePlural: true, schema }),
    ...(log && {
      logger: {
        log: (level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) => {
          const err = args.find((arg) => arg instanceof Error);
          log[level](err ? { err } : {}, `Better Auth: ${message}`);
        },
      },
    }),
    // The client's address as the server worked it out (socket and TRUST_PROXY), never a header a
    // client sets: it is what sessions record.
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] } },
    // Every endpoint that checks a password or sends mail is closed over HTTP (server/auth-endpoints.ts)
    // and the site's forms limit their calls themselves, in the store shared by every instance; what
    // stays open checks no password and sends nothing, so this per-process limiter would add nothing.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      revokeSessionsOnPasswordReset: true,
      // The link just used is gone; the account's other reset links must not outlive the new password.
      onPasswordReset: async ({ user }) => {
        await db
          .delete(schema.verifications)
          .where(and(eq(schema.verifications.value, user.id), like(schema.verifications.identifier, "reset-password:%")));
      },
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
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] }), twoFactor({ issuer: "Tahiti 2027" })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
