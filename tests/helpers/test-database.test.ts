import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import setupDatabaseTemplate from "./test-database.ts";

const saved = { dir: process.env.TEST_DATABASE_TEMPLATE_DIR, template: process.env.TEST_DATABASE_TEMPLATE, server: process.env.TEST_DATABASE_URL };

afterEach(() => {
  for (const [name, value] of [["TEST_DATABASE_TEMPLATE_DIR", saved.dir], ["TEST_DATABASE_TEMPLATE", saved.template], ["TEST_DATABASE_URL", saved.server]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("the template databases shared by the two runners of npm test", () => {
  it("are taken as the first runner left them, and kept for the second", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "t27-shared-test-"));
    try {
      // What the first runner wrote; the second must not migrate again, so these are not databases at all.
      fs.writeFileSync(path.join(dir, "migrated.tar"), "first runner's migrated");
      fs.writeFileSync(path.join(dir, "with-content.tar"), "first runner's content");
      process.env.TEST_DATABASE_TEMPLATE_DIR = dir;
      delete process.env.TEST_DATABASE_URL;
      const teardown = await setupDatabaseTemplate();
      expect(JSON.parse(process.env.TEST_DATABASE_TEMPLATE!)).toEqual({ kind: "pglite", files: { migrated: path.join(dir, "migrated.tar"), withContent: path.join(dir, "with-content.tar") } });
      await teardown();
      expect(fs.readFileSync(path.join(dir, "with-content.tar"), "utf8")).toBe("first runner's content");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
