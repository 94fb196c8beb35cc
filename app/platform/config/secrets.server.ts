import { randomBytes, randomInt } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface Secrets {
  authSecret: string;
  gatePassword: string;
  /** True when this call created the secrets file (first start): the caller prints the password once. */
  created: boolean;
}

const SECRETS_FILE = "secrets.json";
// No look-alike characters: the password is read aloud and typed on phones.
const ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function generatePassword(length = 14): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** Secrets come from the environment when set, otherwise from DATA_DIR, generated on first start. */
export function loadSecrets(dataDir: string, overrides: { authSecret?: string; gatePassword?: string }): Secrets {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRETS_FILE);
  let stored: Partial<Secrets> = {};
  let created = false;
  if (fs.existsSync(file)) {
    stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Secrets>;
  }
  if (!stored.authSecret || !stored.gatePassword) {
    stored = {
      authSecret: stored.authSecret ?? randomBytes(32).toString("base64url"),
      gatePassword: stored.gatePassword ?? generatePassword(),
    };
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    created = true;
  }
  return {
    authSecret: overrides.authSecret ?? stored.authSecret!,
    gatePassword: overrides.gatePassword ?? stored.gatePassword!,
    created,
  };
}
