import { describe, expect, it } from "vitest";
import { fromZodError } from "~/platform/forms/form-result.server.ts";
import type { PartnershipField } from "./partnership-fields.ts";
import { partnershipPreselection, partnershipSchema } from "./partnership-schema.ts";

const valid = { company: "Fare Va'a SARL", contact: "Teva Tauotaha", email: "teva@example.pf", phone: "", category: "", message: "" };

function errorsOf(input: Record<string, string>) {
  const parsed = partnershipSchema.safeParse(input);
  return parsed.success ? {} : fromZodError<PartnershipField>(parsed.error, {}, "forms.errors.required").fieldErrors;
}

describe("partnershipSchema", () => {
  it("needs only company, contact person and email", () => {
    expect(partnershipSchema.parse(valid)).toEqual({ ...valid, phone: null, category: null, message: null });
  });

  it("keeps the optional details when given", () => {
    const parsed = partnershipSchema.parse({ ...valid, phone: "+689 87 00 00 00", category: "supplier", message: "  Fourniture de pirogues.  " });
    expect(parsed).toMatchObject({ phone: "+689 87 00 00 00", category: "supplier", message: "Fourniture de pirogues." });
  });

  it("reports each missing required field", () => {
    expect(errorsOf({ ...valid, company: "", contact: " ", email: "" })).toEqual({
      company: "forms.errors.required",
      contact: "forms.errors.required",
      email: "forms.errors.required",
    });
  });

  it("checks the email, the phone, the category and the lengths", () => {
    expect(errorsOf({ ...valid, email: "teva@example" })).toEqual({ email: "forms.errors.email" });
    expect(errorsOf({ ...valid, phone: "n/a" })).toEqual({ phone: "forms.errors.phone" });
    expect(errorsOf({ ...valid, category: "premium" })).toEqual({ category: "forms.errors.choice" });
    expect(errorsOf({ ...valid, company: "a".repeat(151) })).toEqual({ company: { key: "forms.errors.tooLong", values: { limit: 150 } } });
    expect(errorsOf({ ...valid, message: "a".repeat(5001) })).toEqual({ message: { key: "forms.errors.tooLong", values: { limit: 5000 } } });
  });
});

describe("partnershipPreselection", () => {
  it("preselects a known category only", () => {
    expect(partnershipPreselection.parse({ category: "sponsor" }).category).toBe("sponsor");
    expect(partnershipPreselection.parse({ category: "gold" }).category).toBeUndefined();
  });
});
