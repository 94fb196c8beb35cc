import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { authServicesContext, type AuthServices } from "./auth-context.server.ts";
import { signedInUser } from "./session.server.ts";

function contextWithSessions(lookups: Request[]) {
  const context = new RouterContextProvider();
  const auth = {
    api: {
      getSession: async ({ headers }: { headers: Headers }) => {
        lookups.push(new Request("http://localhost/", { headers }));
        return { user: { id: "u1", email: "editor@example.org", role: "moderator", twoFactorEnabled: false } };
      },
    },
  };
  context.set(authServicesContext, { auth } as unknown as AuthServices);
  return context;
}

describe("signedInUser", () => {
  it("looks the session up once per request, however many loaders and actions ask", async () => {
    const lookups: Request[] = [];
    const context = contextWithSessions(lookups);
    const request = new Request("http://localhost/admin/news/1/edit", { headers: { cookie: "better-auth.session_token=abc" } });
    const answers = await Promise.all([signedInUser(request, context), signedInUser(request, context)]);
    await signedInUser(request, context);
    expect(lookups).toHaveLength(1);
    expect(answers[0]).toEqual({ id: "u1", email: "editor@example.org", role: "moderator", twoFactorEnabled: false });
    expect(answers[1]).toBe(answers[0]);
  });

  it("looks it up again for another request", async () => {
    const lookups: Request[] = [];
    const request = new Request("http://localhost/admin");
    await signedInUser(request, contextWithSessions(lookups));
    await signedInUser(request, contextWithSessions(lookups));
    expect(lookups).toHaveLength(2);
  });
});
