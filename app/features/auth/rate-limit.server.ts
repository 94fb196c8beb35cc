import { RateLimiterMemory } from "rate-limiter-flexible";

// Server-side auth.api calls bypass Better Auth's own limiter, so sign-in, sign-up, reset and resend
// are limited here: per address and per account, the same answer whatever the account.
const perAddress = new RateLimiterMemory({ keyPrefix: "auth-ip", points: 20, duration: 15 * 60 });
const perAccount = new RateLimiterMemory({ keyPrefix: "auth-account", points: 10, duration: 15 * 60 });

/** Counts one attempt; false when the address or the account has used up its attempts. */
export async function allowAuthAttempt(action: string, ip: string, email: string): Promise<boolean> {
  try {
    await Promise.all([perAddress.consume(`${action}:${ip}`), perAccount.consume(`${action}:${email}`)]);
    return true;
  } catch {
    return false;
  }
}
