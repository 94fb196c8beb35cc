import { ACCOUNT_HINT_COOKIE } from "~/domain/auth/account-hint.ts";
import { GATE_COOKIE } from "~/domain/gate/gate-cookie.server.ts";
import { LANG_COOKIE } from "~/platform/i18n/locales.ts";
import { FLASH_COOKIE } from "~/platform/toast/flash.server.ts";

/**
 * The cookies the site really sets, which the cookie policy must name (site-cookies.server.test.ts
 * holds every language's page to this list). Four names come from the code that sets them, so renaming
 * one fails that test until the policy follows; the other two are Better Auth's default names for the
 * session cookie and for the two-factor plugin's cookie between the password and the code.
 */
export const SITE_COOKIES = [GATE_COOKIE, FLASH_COOKIE, LANG_COOKIE, ACCOUNT_HINT_COOKIE, "better-auth.session_token", "better-auth.two_factor"] as const;
