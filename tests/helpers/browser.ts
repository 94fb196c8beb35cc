import type { Browser, BrowserContext, BrowserContextOptions } from "@playwright/test";
import type { Role } from "../../db/schema/index.ts";
import { sessionFor } from "./accounts.ts";
import type { TestSite } from "./site.ts";

/** A browser context that holds the gate cookie of `site`, as a visitor who typed the password. */
export async function unlockedContext(browser: Browser, site: { url: string; gateCookie: string }, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const [name, value] = site.gateCookie.split("=");
  await context.addCookies([{ name: name!, value: value!, url: site.url }]);
  return context;
}

/** A browser context signed in with the role, holding every cookie of its session (gate, session, language). */
export async function signedInContext(browser: Browser, site: TestSite, role: Role, lang?: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const { cookie } = await sessionFor(site, role);
  const context = await browser.newContext(options);
  const pairs = cookie.split("; ").map((pair) => pair.split("=") as [string, string]);
  if (lang) pairs.push(["lang", lang]);
  await context.addCookies(pairs.map(([name, ...value]) => ({ name, value: value.join("="), url: site.url })));
  return context;
}

