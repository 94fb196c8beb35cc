import { describe, expect, it } from "vitest";
import { CONTACT_FIELDS, type ContactField } from "./contact-fields.ts";
import { contactPreselection, contactSchema } from "./contact-schema.ts";
import { fromZodError, readValues } from "~/platform/forms/form-result.server.ts";

const valid = { name: "Hina Teriitahi", email: "hina@example.pf", phone: "", subject: "media", department: "", message: "Bonjour, je souhaite une accréditation." };

function errorsOf(input: Record<string, string>) {
  const parsed = contactSchema.safeParse(input);
  return parsed.success ? {} : fromZodError<ContactField>(parsed.error, {}, "forms.errors.required").fieldErrors;
}

describe("contactSchema", () => {
  it("accepts a complete message, trims it and turns blank optional fields into null", () => {
    const parsed = contactSchema.parse({ ...valid, name: "  Hina Teriitahi  ", email: " hina@example.pf " });
    expect(parsed).toEqual({ ...valid, phone: null, department: null });
  });

  it("keeps the optional phone and department when they are valid", () => {
    const parsed = contactSchema.parse({ ...valid, phone: "+689 40 12 34 56", department: "communication" });
    expect(parsed.phone).toBe("+689 40 12 34 56");
    expect(parsed.department).toBe("communication");
  });

  it("requires name, email, subject and message", () => {
    expect(errorsOf({ name: " ", email: "", phone: "", subject: "", department: "", message: "" })).toEqual({
      name: "forms.errors.required",
      email: "forms.errors.required",
      subject: "forms.errors.required",
      message: "forms.errors.required",
    });
  });

  it("rejects a malformed email", () => {
    expect(errorsOf({ ...valid, email: "hina@" })).toEqual({ email: "forms.errors.email" });
    expect(errorsOf({ ...valid, email: "hina.example.pf" })).toEqual({ email: "forms.errors.email" });
  });

  it("bounds the lengths and says which bound", () => {
    expect(errorsOf({ ...valid, name: "a".repeat(101) })).toEqual({ name: { key: "forms.errors.tooLong", values: { limit: 100 } } });
    expect(errorsOf({ ...valid, email: `${"a".repeat(250)}@example.pf` })).toEqual({ email: { key: "forms.errors.tooLong", values: { limit: 254 } } });
    expect(errorsOf({ ...valid, message: "Bonjour !" })).toEqual({ message: { key: "forms.errors.tooShort", values: { limit: 10 } } });
    expect(errorsOf({ ...valid, message: "a".repeat(5001) })).toEqual({ message: { key: "forms.errors.tooLong", values: { limit: 5000 } } });
  });

  it("accepts only plausible phone numbers", () => {
    expect(errorsOf({ ...valid, phone: "(689) 40.12-34/56" })).toEqual({});
    expect(errorsOf({ ...valid, phone: "call me maybe" })).toEqual({ phone: "forms.errors.phone" });
    expect(errorsOf({ ...valid, phone: "12 34" })).toEqual({ phone: "forms.errors.phone" });
    expect(errorsOf({ ...valid, phone: "1".repeat(31) })).toEqual({ phone: { key: "forms.errors.tooLong", values: { limit: 30 } } });
  });

  it("accepts only the listed subjects and departments", () => {
    expect(errorsOf({ ...valid, subject: "spam" })).toEqual({ subject: "forms.errors.choice" });
    expect(errorsOf({ ...valid, department: "marketing" })).toEqual({ department: "forms.errors.choice" });
  });
});

describe("readValues", () => {
  it("reads every field as text, missing ones as empty", () => {
    const form = new FormData();
    form.set("name", "Hina");
    form.set("website", "ignored");
    expect(readValues(form, CONTACT_FIELDS)).toEqual({ name: "Hina", email: "", phone: "", subject: "", department: "", message: "" });
  });
});

describe("contactPreselection", () => {
  it("preselects a known subject and ignores an unknown one", () => {
    expect(contactPreselection.parse({ subject: "accreditation" }).subject).toBe("accreditation");
    expect(contactPreselection.parse({ subject: "<script>" }).subject).toBeUndefined();
    expect(contactPreselection.parse({}).subject).toBeUndefined();
  });
});
