import path from "node:path";
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

/**
 * The layers of ADR 015, lowest first, and what each may not import: dependencies point one way. A
 * path ending in "/" is a folder, "app/*" the root modules directly in app/ (root.tsx, routes.ts, the
 * entries, the services' composition root). Tests beside a module are in its layer; tests/ and
 * scripts/ may import anything.
 */
const LAYERS = [
  { name: "vocabulary", files: ["vocabulary/**"], mayNotImport: ["app/", "db/", "server/"] },
  { name: "db", files: ["db/**"], mayNotImport: ["app/", "server/"] },
  { name: "locales", files: ["app/locales/**"], mayNotImport: ["app/*", "app/platform/", "app/domain/", "app/site/", "app/admin/", "db/", "server/"] },
  { name: "platform", files: ["app/platform/**"], ignores: ["app/platform/behaviours/main.ts"], mayNotImport: ["app/*", "app/domain/", "app/site/", "app/admin/", "server/"] },
  // The script of behaviours wires the public pages' behaviours, as routes.ts lists their routes.
  { name: "the script of behaviours", files: ["app/platform/behaviours/main.ts"], mayNotImport: ["app/*", "app/domain/", "app/admin/", "server/"] },
  { name: "domain", files: ["app/domain/**"], mayNotImport: ["app/*", "app/site/", "app/admin/", "server/"] },
  { name: "site", files: ["app/site/**"], mayNotImport: ["app/root.tsx", "app/routes.ts", "app/entry.server.tsx", "app/entry.client.tsx", "app/admin/", "db/", "server/"] },
  { name: "admin", files: ["app/admin/**"], mayNotImport: ["app/root.tsx", "app/routes.ts", "app/entry.server.tsx", "app/entry.client.tsx", "app/site/", "server/"] },
  { name: "root modules", files: ["app/*"], ignores: ["app/routes.ts"], mayNotImport: ["app/site/", "app/admin/", "server/"] },
  { name: "server", files: ["server/**"], mayNotImport: ["app/site/", "app/admin/"] },
];

const SOURCE = /\.[cm]?[jt]sx?$/;

/** The project path (from the repository's root) an import names, or undefined for a package's. */
function importedPath(specifier, filename, cwd) {
  const bare = specifier.split("?")[0];
  let target;
  if (bare.startsWith("~/")) target = path.join(cwd, "app", bare.slice(2));
  else if (bare.startsWith("./") || bare.startsWith("../")) target = path.resolve(path.dirname(filename), bare);
  else return undefined;
  return path.relative(cwd, target).split(path.sep).join("/");
}

/** Whether an entry of the table covers the imported path: a folder, the files directly in one, or a file (its extension or none). */
function forbids(entry, target) {
  if (entry.endsWith("/")) return target.startsWith(entry);
  if (entry.endsWith("/*")) return path.posix.dirname(target) === entry.slice(0, -2);
  return target === entry || target.replace(SOURCE, "") === entry.replace(SOURCE, "");
}

const layerRule = {
  meta: {
    type: "problem",
    schema: [{ type: "object", properties: { layer: { type: "string" }, mayNotImport: { type: "array", items: { type: "string" } } }, additionalProperties: false }],
    messages: { wrongWay: "{{layer}} may not import {{target}}: dependencies between layers point one way (ADR 015). Move the code to the layer it belongs to." },
  },
  create(context) {
    const [{ layer, mayNotImport }] = context.options;
    const check = (source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      const target = importedPath(source.value, context.filename, context.cwd);
      if (target !== undefined && mayNotImport.some((entry) => forbids(entry, target))) context.report({ node: source, messageId: "wrongWay", data: { layer, target } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const BEHAVIOURS = "public pages do not hydrate (ADR 013): declare a behaviour and attach it in the browser instead (ADR 017)";

export default tseslint.config(
  { ignores: [".node24/**", "build/**", "scripts/bench-reference/build/**", ".react-router/**", "data/**", "node_modules/**", "test-results/**", "bench-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks, layers: { rules: { "dependency-direction": layerRule } } },
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
  ...LAYERS.map(({ name, files, ignores = [], mayNotImport }) => ({
    files,
    ignores,
    rules: { "layers/dependency-direction": ["error", { layer: name, mayNotImport }] },
  })),
);
