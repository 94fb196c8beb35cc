import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fromZodError, readValues } from "./form-result.server.ts";
import { message } from "./form-validation.ts";

const schema = z.object({
  name: z.string().trim().min(1, message("forms.errors.required")).max(5, message("forms.errors.tooLong")),
  code: z.string().regex(/^\d+$/, message("twoFactor.errors.codeFormat")).max(3, message("auth.errors.passwordMin6")),
  other: z.string().min(2),
});

const errorsOf = (values: Record<string, string>) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? null : fromZodError(parsed.error, values, "adminResults.errors.choice");
};

describe("fromZodError", () => {
  it("keeps the first problem of each field and the values as typed", () => {
    const values = { name: "   ", code: "12", other: "ok" };
    expect(errorsOf(values)).toEqual({ ok: false, fieldErrors: { name: "forms.errors.required" }, values });
  });

  it("gives a length rule's bound to a message that says it, and only to such a message", () => {
    expect(errorsOf({ name: "Tahiti 2027", code: "1234", other: "ok" })?.fieldErrors).toEqual({
      name: { key: "forms.errors.tooLong", values: { limit: 5 } },
      // This message has no {{limit}}: the key alone.
      code: "auth.errors.passwordMin6",
    });
  });

  it("reads a rule without a message key of ours as the fallback", () => {
    expect(errorsOf({ name: "Hina", code: "1", other: "x" })?.fieldErrors).toEqual({ other: "adminResults.errors.choice" });
  });

  it("makes a problem of no field the form's error", () => {
    const parsed = z.string().regex(/^\d{6}$/, message("twoFactor.errors.codeFormat")).safeParse("12");
    expect(parsed.success || fromZodError(parsed.error, {}, "twoFactor.errors.failed")).toEqual({ ok: false, fieldErrors: {}, formError: "twoFactor.errors.codeFormat", values: {} });
  });
});

describe("readValues", () => {
  it("reads each field as text, a missing or file field as empty", () => {
    const form = new FormData();
    form.set("name", "Hina");
    form.set("code", new Blob(["x"]));
    expect(readValues(form, ["name", "code", "other"])).toEqual({ name: "Hina", code: "", other: "" });
  });
});
