import type { LanguageDecision } from "~/platform/i18n/request-language.ts";
import type { PagePolicy } from "~/platform/page-policy/page-policy.ts";

export interface CacheQuestion {
  method: string;
  /** The request target, path and query: the key a stored page is kept under. */
  url: string;
  query: URLSearchParams;
  policy: PagePolicy;
  language: LanguageDecision;
  /** A session cookie or a flash message: the answer is this visitor's own. */
  signedIn: boolean;
  flash: boolean;
}

/**
 * The key a request's page is stored under, or undefined when its answer may not be shared: a
 * page its routes do not let be stored (personal, hydrated), a language choice on its way to a
 * redirect, a visitor's own search words, a signed-in visitor or a flash message.
 */
export function storageKey({ method, url, query, policy, language, signedIn, flash }: CacheQuestion): string | undefined {
  if (method !== "GET" && method !== "HEAD") return undefined;
  if (!policy.store || language.redirect !== undefined || signedIn || flash) return undefined;
  if (policy.ownWords.some((name) => query.has(name))) return undefined;
  return url;
}
