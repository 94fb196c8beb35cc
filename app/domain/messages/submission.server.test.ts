import { RateLimiterMemory } from "rate-limiter-flexible";
import { describe, expect, it, vi } from "vitest";
import { LIMIT_RULES } from "~/platform/http/rate-limits.server.ts";
import { CONTACT_FIELDS } from "~/domain/messages/contact-fields.ts";
import { contactSchema } from "~/domain/messages/contact-schema.ts";
import { handleSubmission, SUBMISSIONS_PER_WINDOW } from "./submission.server.ts";

const valid = { name: "Hina", email: "hina@example.pf", phone: "", subject: "general", department: "", message: "Une question sur les Jeux." };

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const limiter = new RateLimiterMemory(LIMIT_RULES.publicForms);
let address = 0;
let database = { ping: async () => {} };
const submit = (values: Record<string, string>, store = vi.fn(async () => {}), ip = `192.0.2.${++address}`) =>
  handleSubmission({ form: "contact", formData: form(values), fields: CONTACT_FIELDS, schema: contactSchema, ip, limiter, database, store });

describe("handleSubmission", () => {
  it("answers 503 with the values as typed when storing fails while the database is down, and rethrows otherwise", async () => {
    const failing = vi.fn(async () => {
      throw new Error("connection lost");
    });
    database = { ping: () => Promise.reject(new Error("no answer")) };
    const answer = await submit(valid, failing);
    expect(answer.data).toEqual({ ok: false, formError: "forms.unavailable", fieldErrors: {}, values: valid });
    expect(answer.init?.status).toBe(503);
    database = { ping: async () => {} };
    await expect(submit(valid, failing)).rejects.toThrow("connection lost");
  });

  it("stores a valid submission and answers 200", async () => {
    const store = vi.fn(async () => {});
    const answer = await submit(valid, store);
    expect(answer.data.ok).toBe(true);
    expect(store).toHaveBeenCalledWith({ ...valid, phone: null, department: null });
    expect(answer.init?.status).toBe(200);
  });

  it("answers 400 with the field errors and the values as typed, storing nothing", async () => {
    const store = vi.fn(async () => {});
    const answer = await submit({ ...valid, email: "  not-an-email " }, store);
    expect(answer.data).toEqual({ ok: false, fieldErrors: { email: "forms.errors.email" }, values: { ...valid, email: "  not-an-email " } });
    expect(answer.init?.status).toBe(400);
    expect(store).not.toHaveBeenCalled();
  });

  it("pretends to accept a filled honeypot and stores nothing", async () => {
    const store = vi.fn(async () => {});
    const answer = await submit({ ...valid, website: "https://spam.example" }, store);
    expect(answer.data.ok).toBe(true);
    expect(store).not.toHaveBeenCalled();
  });

  it("limits stored submissions per address and keeps the values of the refused one", async () => {
    const store = vi.fn(async () => {});
    const ip = "198.51.100.7";
    for (let i = 0; i < SUBMISSIONS_PER_WINDOW; i++) expect((await submit(valid, store, ip)).data.ok).toBe(true);
    // Invalid posts do not count against the limit, but cannot get past it either.
    expect((await submit({ ...valid, name: "" }, store, ip)).data).toMatchObject({ ok: false, fieldErrors: { name: "forms.errors.required" } });
    const refused = await submit(valid, store, ip);
    expect(refused.data).toMatchObject({ ok: false, fieldErrors: {}, formError: { key: "forms.rateLimited", values: { count: 10 } }, values: valid });
    expect(store).toHaveBeenCalledTimes(SUBMISSIONS_PER_WINDOW);
    expect(refused.init?.status).toBe(429);
    expect(Number((refused.init?.headers as Record<string, string>)["Retry-After"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await submit(valid, store)).data.ok).toBe(true);
  });
});
