import { RateLimiterMemory } from "rate-limiter-flexible";
import { describe, expect, it, vi } from "vitest";
import { LIMIT_RULES } from "~/platform/http/rate-limits.server.ts";
import { CONTACT_FIELDS } from "~/site/contact/contact-fields.ts";
import { contactSchema } from "~/site/contact/contact-schema.ts";
import { handleSubmission, responseInit, SUBMISSIONS_PER_WINDOW } from "./submission.server.ts";

const valid = { name: "Hina", email: "hina@example.pf", phone: "", subject: "general", department: "", message: "Une question sur les Jeux." };

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const limiter = new RateLimiterMemory(LIMIT_RULES.publicForms);
let address = 0;
const submit = (values: Record<string, string>, store = vi.fn(async () => {}), ip = `192.0.2.${++address}`) =>
  handleSubmission({ form: "contact", formData: form(values), fields: CONTACT_FIELDS, schema: contactSchema, ip, limiter, store });

describe("handleSubmission", () => {
  it("stores a valid submission and answers 200", async () => {
    const store = vi.fn(async () => {});
    const result = await submit(valid, store);
    expect(result.status).toBe("sent");
    expect(store).toHaveBeenCalledWith({ ...valid, phone: null, department: null });
    expect(responseInit(result).status).toBe(200);
  });

  it("answers 400 with the field errors and the values as typed, storing nothing", async () => {
    const store = vi.fn(async () => {});
    const result = await submit({ ...valid, email: "  not-an-email " }, store);
    expect(result).toEqual({ status: "invalid", errors: { email: { code: "email" } }, values: { ...valid, email: "  not-an-email " } });
    expect(responseInit(result).status).toBe(400);
    expect(store).not.toHaveBeenCalled();
  });

  it("pretends to accept a filled honeypot and stores nothing", async () => {
    const store = vi.fn(async () => {});
    const result = await submit({ ...valid, website: "https://spam.example" }, store);
    expect(result.status).toBe("sent");
    expect(store).not.toHaveBeenCalled();
  });

  it("limits stored submissions per address and keeps the values of the refused one", async () => {
    const store = vi.fn(async () => {});
    const ip = "198.51.100.7";
    for (let i = 0; i < SUBMISSIONS_PER_WINDOW; i++) expect((await submit(valid, store, ip)).status).toBe("sent");
    // Invalid posts do not count against the limit, but cannot get past it either.
    expect((await submit({ ...valid, name: "" }, store, ip)).status).toBe("invalid");
    const refused = await submit(valid, store, ip);
    expect(refused).toMatchObject({ status: "rate-limited", values: valid });
    expect(store).toHaveBeenCalledTimes(SUBMISSIONS_PER_WINDOW);
    const init = responseInit(refused);
    expect(init.status).toBe(429);
    expect(Number((init.headers as Record<string, string>)["Retry-After"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await submit(valid, store)).status).toBe("sent");
  });
});
