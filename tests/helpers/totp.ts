import { createHmac } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32, as authenticator apps read the secret of an otpauth:// URI. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** HOTP (RFC 4226) with HMAC-SHA1, the default of every authenticator app. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** TOTP (RFC 6238): the code an authenticator app shows for a base32 secret at `time`. */
export function totp(base32Secret: string, time = Date.now(), period = 30, digits = 6): string {
  return hotp(base32Decode(base32Secret), Math.floor(time / 1000 / period), digits);
}

/** A six-digit code that no clock drift the server accepts (one period either way) would make right. */
export function wrongTotp(base32Secret: string, time = Date.now()): string {
  const near = new Set([-1, 0, 1, 2].map((step) => totp(base32Secret, time + step * 30_000)));
  for (let n = 0; ; n++) {
    const candidate = String((123456 + n * 7919) % 1_000_000).padStart(6, "0");
    if (!near.has(candidate)) return candidate;
  }
}
