import { RateLimiterRes } from "rate-limiter-flexible";
import { addressKey, type RateLimits } from "~/platform/http/rate-limits.server.ts";

// Server-side auth.api calls bypass Better Auth's own limiter (and its HTTP endpoints that check a
// password or send mail are closed, server/auth-endpoints.ts), so every attempt is limited here.

type AuthLimits = Pick<
  RateLimits,
  "signInByAddress" | "signInByAccountAndAddress" | "signInFailuresByAccount" | "signInPause" | "accountRequestsByAddress" | "accountRequestsByAccount"
>;

/** Failures on one account (from anywhere) before a failing address has to wait between attempts. */
export const FREE_FAILURES = 5;
/** The longest an address waits between two attempts on an account under attack. */
export const MAX_PAUSE_SECONDS = 60;

/**
 * How long an address that has just failed on an account waits before its next attempt on it: nothing
 * while the account sees ordinary typos, then doubling with the account's recent failures, up to a
 * minute. The wait is put on the failing address only, never on the account: its owner, from an address
 * that has not failed, is never held back by what strangers send.
 */
export function pauseAfterFailure(accountFailures: number): number {
  if (accountFailures <= FREE_FAILURES) return 0;
  return Math.min(2 ** (accountFailures - FREE_FAILURES), MAX_PAUSE_SECONDS);
}

const pairKey = (address: string, email: string) => `${email}|${address}`;

async function spent(consumptions: Promise<unknown>[]): Promise<boolean> {
  try {
    await Promise.all(consumptions);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
}

/**
 * Before a password is checked: false when this address must not try now (it is waiting after a
 * failure on this account, has used its attempts on this account, or its attempts overall). Counts the
 * attempt up front, so that parallel requests cannot all get past a count read before any is spent.
 */
export async function startSignIn(limits: AuthLimits, ip: string, email: string): Promise<boolean> {
  const address = addressKey(ip);
  const pair = pairKey(address, email);
  const pause = await limits.signInPause.get(pair);
  if (pause && pause.consumedPoints > limits.signInPause.points) return false;
  return spent([limits.signInByAddress.consume(address), limits.signInByAccountAndAddress.consume(pair)]);
}

/**
 * After the password was checked. A success clears what this address had against this account (it
 * knows the password) but gives no attempt back to the address, or one known password would buy
 * endless guesses on others; a failure counts against the account and, once the account is
 * under attack, makes this address wait.
 */
export async function finishSignIn(limits: AuthLimits, ip: string, email: string, succeeded: boolean): Promise<void> {
  const address = addressKey(ip);
  const pair = pairKey(address, email);
  if (succeeded) {
    await Promise.all([limits.signInByAccountAndAddress.delete(pair), limits.signInPause.delete(pair)]);
    return;
  }
  const failures = await limits.signInFailuresByAccount.penalty(email);
  const pause = pauseAfterFailure(failures.consumedPoints);
  if (pause > 0) await limits.signInPause.block(pair, pause);
}

/**
 * Sign-up, confirmation resend, reset request and reset: one point per action from the address and one
 * on the account (or token); false when either is used up. The same answer whether the account exists.
 */
export async function allowAccountRequest(limits: AuthLimits, action: string, ip: string, account: string): Promise<boolean> {
  return spent([limits.accountRequestsByAddress.consume(`${action}:${addressKey(ip)}`), limits.accountRequestsByAccount.consume(`${action}:${account}`)]);
}
