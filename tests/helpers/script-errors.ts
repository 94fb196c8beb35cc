import type { BrowserContext } from "@playwright/test";
import { expect, test as base } from "./fixtures.ts";

interface ScriptErrorFixtures {
  /** Whether an error logged to the console fails the test too, not only an uncaught one. */
  consoleErrors: boolean;
  /** What the pages threw while the test ran; checked to be empty once it ends. */
  scriptErrors: string[];
}

/**
 * The fixtures' test for files whose pages must run without a script error: an error thrown in a
 * page of the test's context, or of a context `signIn` opened, fails the test once it ends, so a
 * page that works on screen while its script breaks behind it does not pass.
 */
export const test = base.extend<ScriptErrorFixtures>({
  consoleErrors: [false, { option: true }],
  scriptErrors: [
    async ({ context, consoleErrors }, provide) => {
      const errors: string[] = [];
      watch(context, errors, consoleErrors);
      await provide(errors);
      expect(errors, "the pages' script errors").toEqual([]);
    },
    { auto: true },
  ],
  signIn: async ({ signIn, scriptErrors, consoleErrors }, provide) => {
    await provide(async (role, lang) => {
      const context = await signIn(role, lang);
      watch(context, scriptErrors, consoleErrors);
      return context;
    });
  },
});

function watch(context: BrowserContext, errors: string[], consoleErrors: boolean) {
  context.on("weberror", (error) => errors.push(error.error().message));
  if (consoleErrors) context.on("console", (message) => message.type() === "error" && errors.push(message.text()));
}

export { expect };
