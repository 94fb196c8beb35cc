import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer.server.ts";

describe("createMailer without SMTP_URL", () => {
  it("writes each mail to the outbox as an .eml file and logs where it is, its links only at debug level", async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "t27-outbox-"));
    const logged: object[] = [];
    const debugged: object[] = [];
    const log = { info: (obj: object) => logged.push(obj), debug: (obj: object) => debugged.push(obj) };
    const mailer = createMailer({ outboxDir, from: "Tahiti 2027 <no-reply@tahiti2027.test>", log });
    await mailer.send({ to: "hina@tahiti2027.test", subject: "Confirmez votre adresse", text: "Ouvrez https://example.test/verify?token=abc" });
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/hina@tahiti2027\.test\.eml$/);
    const eml = fs.readFileSync(path.join(outboxDir, files[0]!), "utf8");
    expect(eml).toContain("To: hina@tahiti2027.test");
    expect(eml).toContain("From: Tahiti 2027 <no-reply@tahiti2027.test>");
    expect(eml).toContain("https://example.test/verify?token=abc");
    expect(logged).toEqual([expect.objectContaining({ to: "hina@tahiti2027.test", file: path.join(outboxDir, files[0]!) })]);
    expect(JSON.stringify(logged)).not.toContain("token=abc");
    expect(JSON.stringify(debugged)).toContain("token=abc");
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });
});
