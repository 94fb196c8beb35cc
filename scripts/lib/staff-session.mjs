/**
 * Signs a staff account in the way the sign-in form does, and returns the cookies of its session
 * (the gate's first), for scripts that act in the back office.
 * @param {{ url: string, cookie: string }} site
 * @param {{ email: string, password: string }} account
 */
export async function staffCookie(site, account) {
  const response = await fetch(`${site.url}/auth`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url, cookie: site.cookie },
    body: new URLSearchParams({ intent: "login", ...account }),
    redirect: "manual",
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("better-auth.session_token="));
  if (!session) throw new Error(`could not sign in (status ${response.status})`);
  return `${site.cookie}; ${session.split(";")[0]}`;
}
