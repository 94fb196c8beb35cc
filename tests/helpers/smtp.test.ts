import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { readMail } from "./smtp.ts";

async function written(mail: { subject: string; text: string; replyTo?: string }): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: "Tahiti 2027 <no-reply@tahiti2027.test>", to: "hina@example.pf", ...mail });
  return (info.message as Buffer).toString("utf8");
}

describe("readMail", () => {
  it.each([
    ["Japanese (base64)", "Tahiti 2027 — メッセージを受け付けました", "こんにちは。\n\n2027年3月14日にメッセージを受け付けました。\n- 緊急のお問い合わせ：48 時間"],
    ["French (quoted-printable)", "Tahiti 2027 — nous avons bien reçu votre message", `Bonjour,\n\n${"Nous avons bien reçu le message que vous avez envoyé = merci. ".repeat(4)}\n\nL'équipe Tahiti 2027`],
    ["ASCII", "Plain subject", "Hello,\nplain text."],
  ])("reads back what nodemailer writes: %s", async (_name, subject, text) => {
    const mail = readMail(await written({ subject, text, replyTo: "presse@tahiti2027.test" }));
    expect(mail).toEqual({ from: "Tahiti 2027 <no-reply@tahiti2027.test>", to: "hina@example.pf", replyTo: "presse@tahiti2027.test", subject, text });
  });
});
