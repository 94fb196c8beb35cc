import { describe, expect, it } from "vitest";
import { codeMethod, passwordSchema, recoveryCodeSchema, totpCodeSchema } from "./codes.ts";

describe("code rules", () => {
  it.each([
    ["123456", "123456"],
    [" 123 456 ", "123456"],
    ["123-456", "123456"],
  ])("takes the app code %j as %j", (input, code) => {
    expect(totpCodeSchema.parse(input)).toBe(code);
  });

  it.each(["", "12345", "1234567", "12345a", "١٢٣٤٥٦", "123456\u0000"])("refuses the app code %j with its message", (input) => {
    const result = totpCodeSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("twoFactor.errors.codeFormat");
  });

  it.each([
    ["aB3de-9Xy01", "aB3de-9Xy01"],
    ["aB3de9Xy01", "aB3de-9Xy01"],
    [" aB3de - 9Xy01 ", "aB3de-9Xy01"],
  ])("takes the recovery code %j as %j, case kept", (input, code) => {
    expect(recoveryCodeSchema.parse(input)).toBe(code);
  });

  it.each(["", "abcde-1234", "abcde_12345", "abcde-12345-x", "abcdé-12345", "<script>"])("refuses the recovery code %j with its message", (input) => {
    const result = recoveryCodeSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("twoFactor.errors.recoveryFormat");
  });

  it("needs a password, of a sane length", () => {
    expect(passwordSchema.safeParse("").error?.issues[0]?.message).toBe("twoFactor.errors.passwordRequired");
    expect(passwordSchema.safeParse("x".repeat(2000)).success).toBe(false);
    expect(passwordSchema.parse("Motu2027x")).toBe("Motu2027x");
  });

  it("reads the method, the app by default", () => {
    expect(codeMethod("recovery")).toBe("recovery");
    expect(codeMethod("totp")).toBe("totp");
    expect(codeMethod(null)).toBe("totp");
    expect(codeMethod("other")).toBe("totp");
  });
});
