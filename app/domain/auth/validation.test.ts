import { describe, expect, it } from "vitest";
import { en } from "~/locales/en.ts";
import { fr } from "~/locales/fr.ts";
import { fromZodError } from "~/platform/forms/form-result.server.ts";
import { loginSchema, signupSchema } from "./validation.ts";

const errorsOf = (result: { success: boolean; error?: unknown }) => fromZodError(result.error as never, {}, "auth.errors.validation").fieldErrors;

describe("login rules", () => {
  it("accepts a valid email and a 6-character password, normalising the email", () => {
    expect(loginSchema.parse({ email: " Vahine@Example.PF ", password: "abcdef" })).toEqual({ email: "vahine@example.pf", password: "abcdef" });
  });

  it("shows the first failing message: email first, then password", () => {
    expect(Object.entries(errorsOf(loginSchema.safeParse({ email: "nope", password: "1" })))).toEqual([
      ["email", "auth.errors.invalidEmail"],
      ["password", "auth.errors.passwordMin6"],
    ]);
    expect(errorsOf(loginSchema.safeParse({ email: "a@b.pf", password: "12345" }))).toEqual({ password: "auth.errors.passwordMin6" });
  });
});

describe("signup rules", () => {
  const valid = { email: "a@b.pf", password: "Motu2027", confirmPassword: "Motu2027" };

  it("accepts a strong password confirmed", () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ password: "Mo2027", confirmPassword: "Mo2027" }, "passwordMin8", "password"],
    [{ password: "motu2027", confirmPassword: "motu2027" }, "passwordComplexity", "password"],
    [{ password: "MOTU2027", confirmPassword: "MOTU2027" }, "passwordComplexity", "password"],
    [{ password: "Motuuuuu", confirmPassword: "Motuuuuu" }, "passwordComplexity", "password"],
    [{ confirmPassword: "Motu2028" }, "passwordsDontMatch", "confirmPassword"],
  ])("rejects %o with %s on %s", (change, error, field) => {
    expect(errorsOf(signupSchema.safeParse({ ...valid, ...change }))).toEqual({ [field]: `auth.errors.${error}` });
  });

  it("has docs/SPEC.md's messages in English and their French translations", () => {
    expect(en.auth.errors.invalidEmail).toBe("Must be a valid email");
    expect(en.auth.errors.passwordMin6).toBe("Password must be at least 6 characters");
    expect(en.auth.errors.passwordMin8).toBe("Password must be at least 8 characters");
    expect(en.auth.errors.passwordComplexity).toBe("Password must contain at least one uppercase letter, one lowercase letter, and one number");
    expect(en.auth.errors.passwordsDontMatch).toBe("Passwords don't match");
    expect(fr.auth.errors.loginFailed).toBe("Erreur lors de la connexion");
    expect(fr.auth.errors.signupFailed).toBe("Erreur lors de la création du compte");
    expect(fr.auth.errors.validation).toBe("Erreur de validation");
  });
});
