import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layer rule of eslint.config.js (ADR 015), run through ESLint's own API on one-line modules saved
// inside each layer: every direction its table forbids is refused, the directions the ADR allows are not.
const eslint = new ESLint();
const RULE = "layers/dependency-direction";

/** The layer rule's messages for a module at `path` importing `specifier`. */
async function refusals(path: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from "${specifier}";\nexport const y = x;\n`, { filePath: path });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

/** A module of each layer, where a test saves its import. */
const MODULE_IN: Record<string, string> = {
  vocabulary: "vocabulary/widget.ts",
  db: "db/schema/widget.ts",
  locales: "app/locales/widget.ts",
  platform: "app/platform/http/widget.ts",
  "the script of behaviours": "app/platform/behaviours/main.ts",
  domain: "app/domain/news/widget.server.ts",
  site: "app/site/news/widget.tsx",
  admin: "app/admin/news/widget.tsx",
  "root modules": "app/root.tsx",
  server: "server/widget.ts",
};

/** A module inside each entry of the table, named from the repository's root. */
function moduleAt(entry: string): string {
  if (entry.endsWith("/*")) return `${entry.slice(0, -2)}/services.server.ts`;
  return entry.endsWith("/") ? `${entry}parts/thing.ts` : entry;
}

/** How `from` names `target` (both from the repository's root): through the ~/ alias inside app/, else relatively. */
function specifier(from: string, target: string): string {
  if (target.startsWith("app/")) return `~/${target.slice("app/".length)}`;
  const depth = from.split("/").length - 1;
  return `${"../".repeat(depth)}${target}`;
}

/** The table's entry for the layer `path` is in, as the configuration gives it to that file. */
async function layerOf(path: string): Promise<{ layer: string; mayNotImport: string[] }> {
  const config = (await eslint.calculateConfigForFile(path)) as { rules: Record<string, [unknown, { layer: string; mayNotImport: string[] }]> };
  return config.rules[RULE]![1];
}

const layers = await Promise.all(Object.entries(MODULE_IN).map(async ([name, path]) => ({ name, table: await layerOf(path) })));
const forbidden = layers.flatMap(({ table }) => table.mayNotImport.map((entry) => [table.layer, entry] as const));

describe("the layers' dependency rule (ADR 015)", () => {
  it("puts each module in the layer of its folder", () => {
    expect(layers.map(({ name, table }) => [name, table.layer])).toEqual(layers.map(({ name }) => [name, name]));
    expect(forbidden.length).toBeGreaterThan(layers.length);
  });

  it.each(forbidden)("refuses %s importing %s", async (layer, entry) => {
    const from = MODULE_IN[layer]!;
    const target = moduleAt(entry);
    expect(await refusals(from, specifier(from, target))).toEqual([
      `${layer} may not import ${target}: dependencies between layers point one way (ADR 015). Move the code to the layer it belongs to.`,
    ]);
  });

  it("reads a relative import the way the ~/ alias is read", async () => {
    expect(await refusals("app/domain/news/widget.server.ts", "../../site/news/list.tsx")).toHaveLength(1);
    expect(await refusals("db/schema/widget.ts", "../../app/domain/content/fields.ts")).toHaveLength(1);
  });

  it.each([
    ["site", "app/site/news/widget.tsx", ["~/domain/news/public-news.server.ts", "~/platform/i18n/locales.ts", "~/services.server.ts", "../../../vocabulary/news-keys.ts", "~/site/parts/flag.tsx"]],
    ["admin", "app/admin/news/widget.tsx", ["~/domain/news/revisions.server.ts", "~/platform/forms/field.tsx", "~/services.server.ts", "../../../db/schema/index.ts"]],
    ["domain", "app/domain/news/widget.server.ts", ["~/platform/i18n/locales.ts", "../../../db/client.ts", "../../../vocabulary/news-keys.ts", "~/domain/content/fields.ts"]],
    ["platform", "app/platform/http/widget.ts", ["~/platform/i18n/locales.ts", "../../../db/client.ts", "../../../vocabulary/roles.ts", "~/locales/fr.ts"]],
    ["db", "db/schema/widget.ts", ["../../vocabulary/news-keys.ts", "./news.ts", "drizzle-orm"]],
    ["the script of behaviours", "app/platform/behaviours/main.ts", ["~/site/home/countdown.client.ts"]],
    ["routes.ts", "app/routes.ts", ["~/site/news/news-list.route.tsx", "~/admin/news/news-list.route.tsx"]],
    ["the root module", "app/root.tsx", ["~/services.server.ts", "~/domain/event/event-facts.server.ts"]],
    ["server", "server/widget.ts", ["~/services.server.ts", "~/domain/auth/auth.server.ts", "../db/client.ts", "../vocabulary/change-topics.ts"]],
    ["a test", "tests/integration/widget.test.ts", ["~/site/news/news-list.route.tsx", "~/admin/news/admin-news.server.ts", "../../scripts/lib/database-tests.mjs"]],
  ] as const)("lets %s import what the ADR allows", async (_who, from, imports) => {
    for (const allowed of imports) expect(await refusals(from, allowed), allowed).toEqual([]);
  });
});
