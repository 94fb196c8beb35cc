import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** A mail as its reader sees it: the headers it shows, decoded, and its text. */
export interface ReadMail {
  from: string;
  to: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
}

const decodeBytes = (encoding: string, text: string): Buffer =>
  /^b$|^base64$/i.test(encoding)
    ? Buffer.from(text.replace(/\s+/g, ""), "base64")
    : Buffer.from(
        text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      );

/** RFC 2047 encoded words (=?UTF-8?B?...?= or Q), as nodemailer writes non-ASCII headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      decodeBytes(encoding, encoding.toLowerCase() === "q" ? text.replace(/_/g, " ") : text).toString("utf8"),
    );
}

/** Reads a single-part text mail (what the site sends): headers unfolded and decoded, the body in its transfer encoding undone. */
export function readMail(raw: string): ReadMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get("content-transfer-encoding") ?? "7bit";
  const text = /quoted-printable|base64/i.test(encoding) ? decodeBytes(encoding, body).toString("utf8") : body;
  return {
    from: decodeHeader(headers.get("from") ?? ""),
    to: decodeHeader(headers.get("to") ?? ""),
    replyTo: headers.has("reply-to") ? decodeHeader(headers.get("reply-to")!) : undefined,
    subject: decodeHeader(headers.get("subject") ?? ""),
    text: text.replace(/\r\n/g, "\n").trimEnd(),
  };
}

/** A real SMTP server on loopback that keeps every message it receives, and refuses the recipients `refuse` names. */
export async function startSmtpServer(options: { refuse?: (address: string) => boolean } = {}) {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const refused = Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 });
        callback(refused);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  async function take(to: string, timeoutMs: number): Promise<CapturedMail> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find((m) => m.to.includes(to));
      if (found) {
        messages.splice(messages.indexOf(found), 1);
        return found;
      }
      if (Date.now() > until) throw new Error(`no mail to ${to}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits for the next mail to `to`, decoding quoted-printable soft breaks. */
    async waitFor(to: string, timeoutMs = 10_000): Promise<string> {
      const found = await take(to, timeoutMs);
      return found.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    },
    /** Waits for the next mail to `to`, read as its recipient would (readMail). */
    async read(to: string, timeoutMs = 10_000): Promise<ReadMail> {
      return readMail((await take(to, timeoutMs)).raw);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
