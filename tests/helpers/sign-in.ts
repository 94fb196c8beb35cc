import type { BrowserContext } from "@playwright/test";
import type { Role } from "../../db/schema/index.ts";
import { sessionFor } from "./accounts.ts";
import type { TestSite } from "./site.ts";

/**
 * Signs the test's own context in with the role. The fixtures' signIn opens a context with the
 * viewport only, so a context `test.use` sets up otherwise (without JavaScript) is signed in here.
 */
export async function signInto(context: BrowserContext, site: TestSite, role: Role): Promise<void> {
  const { cookie } = await sessionFor(site, role);
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: site.url };
    }),
  );
}
