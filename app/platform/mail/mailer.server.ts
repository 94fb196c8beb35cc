import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer to the mail goes, when not to the sender. */
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

interface Log {
  info(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise each mail is written to DATA_DIR/outbox as an .eml file,
 * where a local user finds the links it carries. A mail's text holds sign-in and reset links, which
 * are as good as a password: only the debug level logs it.
 */
export function createMailer(options: { smtpUrl?: string; from?: string; outboxDir: string; log: Log }): Mailer {
  const from = options.from ?? "Tahiti 2027 <no-reply@localhost>";
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
        options.log.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const safe = mail.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safe}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.log.info({ to: mail.to, subject: mail.subject, file }, "mail written to outbox");
      options.log.debug({ to: mail.to, text: mail.text }, "mail text");
    },
  };
}
