import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The modules through which public pages read what the change feed announces.
const READERS = {
  news: ["features/news/public-news.server.ts"],
  results: ["features/results/public-results.server.ts", "features/delegations/results.server.ts"],
};

const ROUTES_DIR = path.resolve("app/routes");
const routeFiles = fs.readdirSync(ROUTES_DIR).filter((file) => /\.tsx?$/.test(file));

function declaredShows(source: string): string[] | undefined {
  const declared = /export const handle: RouteHandle = \{[^}]*shows: \[([^\]]*)\]/.exec(source)?.[1];
  return declared === undefined ? undefined : [...declared.matchAll(/"(\w+)"/g)].map(([, topic]) => topic as string);
}

describe("what public pages declare they show (route handles)", () => {
  it("names every change a page reads, so the page cache drops it when one comes", () => {
    const checked: string[] = [];
    for (const file of routeFiles) {
      const source = fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");
      const shows = declaredShows(source);
      if (shows === undefined) continue;
      checked.push(file);
      for (const [topic, readers] of Object.entries(READERS)) {
        const reads = readers.some((reader) => source.includes(`~/${reader}"`));
        expect({ file, topic, declared: shows.includes(topic) }).toEqual({ file, topic, declared: reads });
      }
    }
    expect(checked).toEqual(expect.arrayContaining(["home.tsx", "news.tsx", "medals.tsx", "live.tsx", "venues.tsx", "legal-page.tsx"]));
  });
});
