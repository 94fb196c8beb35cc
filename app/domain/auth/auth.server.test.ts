import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../db/client.ts";
import { createAuth } from "./auth.server.ts";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: "pglite" });
  await database.migrate();
});
afterAll(() => database.close());

describe("createAuth", () => {
  it("sends Better Auth's own messages to the server's log instead of the console", async () => {
    const logged: [string, string | undefined][] = [];
    const entry = (level: string) => (_obj: object, msg?: string) => void logged.push([level, msg]);
    const log = { debug: entry("debug"), info: entry("info"), warn: entry("warn"), error: entry("error") };
    const auth = createAuth({ db: database.db, secret: "s".repeat(32), publicUrl: "http://localhost:3000", mailer: { send: async () => {} }, log });
    const response = await auth.api.signInEmail({ body: { email: "nobody@tahiti2027.test", password: "Wrong-pass1" }, asResponse: true });
    expect(response.status).toBe(401);
    expect(logged).toContainEqual(["warn", "Better Auth: User not found"]);
  });
});
