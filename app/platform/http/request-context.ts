import { createContext } from "react-router";
import type { LanguageDecision } from "~/platform/i18n/request-language.ts";

/** What the server knows of a request before React Router sees it, handed through the router context. */
export interface RequestInfo {
  /** The request's id in the logs. */
  id: string;
  /** The CSP nonce of a page with inline scripts (a hydrated one); none for the others. */
  nonce: string | undefined;
  /** Its language, decided once (app/platform/i18n/request-language.ts). */
  language: LanguageDecision;
  /** The client's address (the socket's, or the one a trusted proxy forwarded: TRUST_PROXY), for rate limits. */
  ip: string;
  /** Whether the site is served over HTTPS (PUBLIC_URL), so the cookies it sets say Secure. */
  secure: boolean;
}

export const requestContext = createContext<RequestInfo>();
