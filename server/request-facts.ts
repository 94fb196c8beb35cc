import type { IncomingMessage } from "node:http";
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { DEFAULT_LOCALE, LANG_COOKIE, type Locale } from "~/platform/i18n/locales.ts";
import { decideLanguage, type LanguageDecision } from "~/platform/i18n/request-language.ts";
import { pagePath } from "~/platform/page-policy/page-path.ts";
import { pagePolicy, type PagePolicy } from "~/platform/page-policy/page-policy.ts";
import { readCookie } from "~/platform/http/cookies.ts";
import type { Problem } from "./problems.ts";
import { checkTarget } from "./request-target.ts";

/** What the server knows about a request once its target is read: decided once, read by every stage. */
export interface RequestFacts {
  /** What is wrong with its target, if anything (request-target.ts): answered with a 4xx. */
  targetProblem: Problem | null;
  query: URLSearchParams;
  language: LanguageDecision;
  /** What its matched routes declare (route handles, app/platform/page-policy). */
  policy: PagePolicy;
}

const known = new WeakMap<IncomingMessage, RequestFacts>();

/** The facts of a request, read once: the request listener reads them first. */
export type FactsOf = (req: IncomingMessage) => RequestFacts;

/** The language a request is answered in, for the server's own answers (refusals). */
export function languageOf(req: IncomingMessage): Locale {
  return known.get(req)?.language.locale ?? DEFAULT_LOCALE;
}

/**
 * Reads requests against the build's route table: the policy of a page comes from the handles of the
 * routes its path matches, as React Router will match them. Paths repeat, so their policies are kept.
 */
export function createRequestFacts(routes: ServerBuild["routes"]): FactsOf {
  const table = routeTree(routes);
  const policies = new LRUCache<string, PagePolicy>({ max: 10_000 });
  const policyOf = (path: string): PagePolicy => {
    let policy = policies.get(path);
    if (!policy) {
      const matches = matchRoutes(table, path) ?? [];
      policy = pagePolicy(matches.map((match) => (match.route as RouteWithHandle).handle));
      policies.set(path, policy);
    }
    return policy;
  };
  return (req) => {
    let facts = known.get(req);
    if (facts) return facts;
    const target = req.url ?? "/";
    const queryAt = target.indexOf("?");
    const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
    const search = queryAt === -1 ? "" : target.slice(queryAt);
    const page = pagePath(pathname);
    const language = decideLanguage({
      method: req.method ?? "GET",
      pagePath: page,
      search,
      data: pathname.endsWith(".data"),
      chosen: readCookie(req.headers.cookie, LANG_COOKIE),
    });
    const targetProblem = checkTarget(req);
    // A refused target reaches no route: React Router would only warn on stderr that its path does not decode.
    const policy = targetProblem === null ? policyOf(page) : pagePolicy([]);
    facts = { targetProblem, query: new URLSearchParams(search), language, policy };
    known.set(req, facts);
    return facts;
  };
}

type RouteWithHandle = RouteObject & { handle?: unknown };

function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const byParent = new Map<string | undefined, RouteWithHandle[]>();
  const objects = new Map<string, RouteWithHandle>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const object = (route.index
      ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive, handle: route.module.handle }
      : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, handle: route.module.handle, children: [] }) as RouteWithHandle;
    objects.set(route.id, object);
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), object]);
  }
  for (const [parentId, children] of byParent) {
    const parent = parentId === undefined ? undefined : objects.get(parentId);
    if (parent && !parent.index) parent.children = children;
  }
  return byParent.get(undefined) ?? [];
}
