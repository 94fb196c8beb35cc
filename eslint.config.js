import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Code that renders public pages, which are documents and never hydrate (ADR 013): the public site,
 * the root (shared with the back office), the pages the server renders itself (the gate's, the
 * refusals'), and the parts of the platform public pages render or run (behaviours, forms, toasts,
 * shared UI). Not the back office (app/admin), which hydrates, nor app/platform/i18n and
 * http/nonce.ts, which define the context readers allowed below.
 */
export const PUBLIC_CODE = [
  "app/root.tsx",
  "app/site/**",
  "server/**/*.tsx",
  "app/platform/behaviours/**",
  "app/platform/forms/**",
  "app/platform/toast/**",
  "app/platform/ui/**",
];

/**
 * Hooks that only read what the server's render already knows, and so mean the same on a page that
 * never runs React in the browser: the page's translator and language (useTranslation, useLocale,
 * useLocalizedPath), the response's CSP nonce (useNonce), ids generated during the render (useId),
 * and React Router's state of the request being rendered (useLocation, useMatches,
 * useRouteLoaderData). Any other hook keeps state, runs an effect or sets something (useState,
 * useEffect, useRef, useNavigation, useRevalidator, useFetcher, useSearchParams' setter...): on a
 * public page it compiles, renders and silently does nothing.
 */
const SERVER_HOOKS = ["useTranslation", "useLocale", "useLocalizedPath", "useNonce", "useId", "useLocation", "useMatches", "useRouteLoaderData"];

const BEHAVIOURS = "public pages do not hydrate (ADR 013): declare a behaviour and attach it in the browser instead (ADR 017)";

export default tseslint.config(
  { ignores: [".node24/**", "build/**", "scripts/bench-reference/build/**", ".react-router/**", "data/**", "node_modules/**", "test-results/**", "bench-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    // Playwright's fixtures hand their value to the test through a function named `use`, not a hook.
    files: ["tests/helpers/fixtures.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: PUBLIC_CODE,
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `CallExpression[callee.name=/^use[A-Z]/]:not([callee.name=/^(${SERVER_HOOKS.join("|")})$/])`,
          message: `Only hooks that read the server's render (${SERVER_HOOKS.join(", ")}) mean anything here: ${BEHAVIOURS}.`,
        },
        {
          selector: "CallExpression[callee.property.name=/^use[A-Z]/]",
          message: `Call hooks by name (only ${SERVER_HOOKS.join(", ")} are allowed here): ${BEHAVIOURS}.`,
        },
        {
          selector: "JSXAttribute[name.name=/^on[A-Z]/]",
          message: `An event handler prop is never attached on a public page: ${BEHAVIOURS}.`,
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink", "Form"],
              message: "Public pages navigate and post as documents (ADR 013): use <a> (NavAnchor for the navigation) and <form>.",
            },
          ],
        },
      ],
    },
  },
);
