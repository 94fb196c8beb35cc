import { describe, expect, it } from "vitest";
import type { TestSite } from "./site.ts";
import { TestSites } from "./test-sites.ts";

/** Sites that say what they were started with, and which of them are still open. */
function fakeSites() {
  const open: string[] = [];
  let count = 0;
  const start = async (env: Record<string, string>) => {
    const name = `site ${++count} ${JSON.stringify(env)}`;
    open.push(name);
    return {
      url: name,
      close: async () => {
        if (!open.includes(name)) throw new Error(`${name} closed twice`);
        open.splice(open.indexOf(name), 1);
      },
    } as unknown as TestSite;
  };
  return { sites: new TestSites(start), open };
}

describe("a browser worker's test sites", () => {
  it("gives every file with the same environment one site, whatever the order of its keys", async () => {
    const { sites, open } = fakeSites();
    const first = await sites.get({ A: "1", B: "2" });
    expect((await sites.get({ B: "2", A: "1" })).url).toBe(first.url);
    expect((await sites.get({})).url).not.toBe(first.url);
    expect(open).toHaveLength(2);
  });

  it("gives a file that asks for its own site one that no other file gets, closed when the worker moves on", async () => {
    const { sites, open } = fakeSites();
    const shared = await sites.get({});
    const own = await sites.get({}, "news.spec.ts");
    expect(own.url).not.toBe(shared.url);
    expect((await sites.get({}, "news.spec.ts")).url).toBe(own.url);
    expect(open).toEqual([shared.url, own.url]);
    expect((await sites.get({})).url).toBe(shared.url);
    expect(open).toEqual([shared.url]);
    const next = await sites.get({}, "inbox.spec.ts");
    expect(next.url).not.toBe(own.url);
    expect((await sites.get({}, "news.spec.ts")).url).not.toBe(own.url);
    expect(open).toHaveLength(2);
  });

  it("closes every site at the end, once, even one a test closed itself", async () => {
    const { sites, open } = fakeSites();
    await sites.get({ SEED_DEMO: "on" });
    const own = await sites.get({}, "offline.spec.ts");
    await own.close();
    expect(open).toHaveLength(1);
    await sites.closeAll();
    expect(open).toEqual([]);
  });
});
