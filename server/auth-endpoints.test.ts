import { describe, expect, it } from "vitest";
import { authEndpointAccess } from "./auth-endpoints.ts";

describe("authEndpointAccess", () => {
  it.each([
    ["POST", "/api/auth/sign-out"],
    ["GET", "/api/auth/verify-email?token=abc&callbackURL=%2Fauth"],
    ["GET", "/api/auth/reset-password/AbC123xyz?callbackURL=%2Fauth%2Freset"],
  ])("leaves %s %s open", (method, url) => {
    expect(authEndpointAccess(method, url)).toBe("open");
  });

  it.each([
    "/api/auth/get-session",
    "/api/auth/list-sessions",
    "/api/auth/sign-in/email",
    "/api/auth/sign-up/email",
    "/api/auth/request-password-reset",
    "/api/auth/forget-password",
    "/api/auth/reset-password",
    "/api/auth/send-verification-email",
    "/api/auth/change-password",
    "/api/auth/change-email",
    "/api/auth/set-password",
    "/api/auth/update-user",
    "/api/auth/delete-user",
    "/api/auth/revoke-sessions",
    "/api/auth/admin/set-role",
    "/api/auth/admin/create-user",
    "/api/auth/admin/impersonate-user",
    // What Better Auth would route to a closed endpoint once it has built its URL.
    "/api/auth/get-session/../sign-in/email",
    "/api/auth/get-session/%2e%2e/sign-in/email",
    "/api/auth/verify-email/%2E%2E/sign-up/email",
    "/api/auth/reset-password/abc/../../sign-in/email",
    "/api/auth/sign-in%2Femail",
    "/api/auth/SIGN-IN/EMAIL",
    "/API/AUTH/get-session",
    "/api/auth/get-session/",
    "/api/auth/reset-password/a%2F..%2F..%2Fsign-in",
    "/api/auth/reset-password/",
  ])("closes POST %s", (url) => {
    expect(authEndpointAccess("POST", url)).toBe("closed");
    expect(authEndpointAccess("GET", url)).toBe("closed");
  });

  it("answers a wrong method on an open endpoint as such", () => {
    expect(authEndpointAccess("GET", "/api/auth/sign-out")).toBe("method");
    expect(authEndpointAccess("DELETE", "/api/auth/verify-email?token=x")).toBe("method");
  });
});
