// npm run user:create -- --email E --password P --role admin|moderator|user
// Creates a confirmed account, or gives an existing one that role.
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { openDatabase } from "../db/client.ts";
import { ROLES } from "../db/schema/index.ts";
import { upsertAccount } from "~/domain/auth/accounts.server.ts";
import { createAuth } from "~/domain/auth/auth.server.ts";
import { EnvError, parseEnv } from "~/platform/config/env.server.ts";
import { loadSecrets } from "~/platform/config/secrets.server.ts";
import { createMailer } from "~/platform/mail/mailer.server.ts";
import { holderOf } from "~/platform/services/data-dir-lock.server.ts";

const argsSchema = z.object({
  email: z.email("--email must be an email address").transform((email) => email.trim().toLowerCase()),
  password: z
    .string("--password is required")
    .min(8, "--password must be at least 8 characters")
    .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, "--password must contain an uppercase letter, a lowercase letter and a number"),
  role: z.enum(ROLES, "--role must be admin, moderator, accreditation or user").default("user"),
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, role: { type: "string" } } });
const parsed = argsSchema.safeParse(values);
if (!parsed.success) fail(`Usage: npm run user:create -- --email E --password P --role admin|moderator|user\n${parsed.error.issues.map((i) => `  - ${i.message}`).join("\n")}`);

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  fail(error instanceof EnvError ? error.message : String(error));
}

if (!env.DATABASE_URL) {
  const holder = holderOf(env.DATA_DIR);
  if (holder) {
    fail(
      `The server (process ${holder}) holds the embedded database in ${env.DATA_DIR}, which only one process may open.\n` +
        "Stop it first, or restart it with ADMIN_EMAIL and ADMIN_PASSWORD set to create an admin.",
    );
  }
}

const database = await openDatabase(
  env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: path.join(env.DATA_DIR, "pglite") },
);
try {
  await database.migrate();
  const secrets = loadSecrets(env.DATA_DIR, { authSecret: env.AUTH_SECRET, gatePassword: env.GATE_PASSWORD });
  const log = { info: () => {}, debug: () => {} };
  const auth = createAuth({
    db: database.db,
    secret: secrets.authSecret,
    publicUrl: env.PUBLIC_URL,
    mailer: createMailer({ outboxDir: path.join(env.DATA_DIR, "outbox"), log }),
  });
  const result = await upsertAccount(auth, database.db, parsed.data);
  console.log(
    result.created
      ? `Created ${parsed.data.email} (${parsed.data.role}), email confirmed.`
      : `${parsed.data.email} already existed: role set to ${parsed.data.role} (password unchanged).`,
  );
} finally {
  await database.close();
}
