import type { ACCOUNT_HINT_COOKIE } from "~/domain/auth/account-hint.ts";
import type { GATE_COOKIE } from "~/domain/gate/gate-cookie.server.ts";
import type { LANG_COOKIE } from "~/platform/i18n/locales.ts";
import type { FLASH_COOKIE } from "~/platform/toast/flash.server.ts";
import type { PageMeta } from "../types.ts";

export const LEGAL_PAGE_IDS = ["legal", "privacy", "terms", "cookies"] as const;
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number];

/**
 * The cookies the site really sets. Four names come from the code that sets them, so renaming one
 * breaks the cookie policy's typecheck; the other two are Better Auth's default names for the session
 * cookie and for the two-factor plugin's cookie between the password and the code.
 */
export type SiteCookie =
  | typeof GATE_COOKIE
  | typeof FLASH_COOKIE
  | typeof LANG_COOKIE
  | typeof ACCOUNT_HINT_COOKIE
  | "better-auth.session_token"
  | "better-auth.two_factor";

/** A run of text inside a paragraph or list item. */
export type Inline =
  | string
  /** The project's contact address (CONTACT_EMAIL), as a mail link. */
  | { email: true }
  /** Another page of this site, by its French path. */
  | { text: string; to: string }
  /** Another site: opens in a new tab. */
  | { text: string; href: string }
  /** A French legal name quoted in another language. */
  | { text: string; lang: "fr" }
  /** A technical name, such as a cookie's. */
  | { code: string }
  /** A value the publisher must supply before going live; shown highlighted. */
  | { pending: string };

export type RichText = string | Inline[];

export interface CookieTable {
  caption: string;
  nameHeader: string;
  purposeHeader: string;
  durationHeader: string;
  rows: { name: SiteCookie; purpose: string; duration: string }[];
}

/** A paragraph, a bulleted list or the cookie table. */
export type LegalBlock = RichText | { list: RichText[] } | { table: CookieTable };

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalPage {
  meta: PageMeta;
  title: string;
  intro: string;
  sections: LegalSection[];
}

export interface LegalContent {
  /** Precedes the date of the last update, e.g. "Dernière mise à jour :". */
  updatedLabel: string;
  pages: Record<LegalPageId, LegalPage>;
}
