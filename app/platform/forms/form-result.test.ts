import { describe, expect, it } from "vitest";
import { createTranslator } from "~/platform/i18n/translator.ts";
import { fr } from "~/locales/fr.ts";
import { fieldsOf, formFailure, formSuccess, messageText } from "./form-result.ts";

describe("fieldsOf", () => {
  it("shows the initial values and no error before any post", () => {
    const field = fieldsOf<"name" | "subject">(undefined, { prefix: "contact", initial: { subject: "media" } });
    expect(field("subject")).toEqual({ id: "contact-subject", name: "subject", defaultValue: "media", error: undefined });
    expect(field("name")).toEqual({ id: "contact-name", name: "name", defaultValue: undefined, error: undefined });
  });

  it("shows what a refused post sent back, with each field's error", () => {
    const field = fieldsOf<"email" | "password">({ ok: false, fieldErrors: { password: "auth.errors.passwordMin8" }, values: { email: "a@b.pf" } }, { initial: { email: "" } });
    expect(field("email")).toEqual({ id: "email", name: "email", defaultValue: "a@b.pf", error: undefined });
    expect(field("password")).toEqual({ id: "password", name: "password", defaultValue: undefined, error: "auth.errors.passwordMin8" });
  });

  it("starts again from the initial values after a success that sent none back, and keeps those it sent", () => {
    expect(fieldsOf<"subject">(formSuccess(), { initial: { subject: "media" } })("subject").defaultValue).toBe("media");
    expect(fieldsOf<"version">(formSuccess("adminNews.updated", { version: "v2" }), { initial: { version: "v1" } })("version").defaultValue).toBe("v2");
  });
});

describe("messages", () => {
  const { t } = createTranslator("fr", fr);

  it("builds a refusal of the whole post", () => {
    expect(formFailure("adminNews.conflict", { title: "T" })).toEqual({ ok: false, fieldErrors: {}, formError: "adminNews.conflict", values: { title: "T" } });
  });

  it("translates a key, and a key with its values", () => {
    expect(messageText(t, "forms.errors.email")).toBe("Adresse email invalide");
    expect(messageText(t, { key: "forms.errors.tooLong", values: { limit: 5000 } })).toBe("5\u202f000 caractères maximum");
    expect(messageText(t, { key: "forms.rateLimited", values: { count: 1 } })).toContain("Réessayez dans 1 minute.");
  });
});
