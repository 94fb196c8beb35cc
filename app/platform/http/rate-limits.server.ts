import { isIP } from "node:net";
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Database } from "../../../db/client.ts";

export type Limiter = RateLimiterAbstract;

export interface LimitRule {
  points: number;
  /** Seconds the points are counted over. */
  duration: number;
}

/** Every limit of the site, in one place; what counts as a point is said where each is spent. */
export const LIMIT_RULES = {
  /** Wrong gate passwords per address. */
  gate: { points: 10, duration: 60 },
  /** Stored contact and partnership submissions per form and address. */
  publicForms: { points: 5, duration: 10 * 60 },
  /** Sign-in attempts per address, whatever their outcome: slow guessing across many accounts. */
  signInByAddress: { points: 200, duration: 60 * 60 },
  /** Sign-in attempts per account and address (cleared by a success): guessing one account from one place. */
  signInByAccountAndAddress: { points: 10, duration: 15 * 60 },
  /** Failed sign-ins per account from anywhere: never refuses, sets how long a failing address waits. */
  signInFailuresByAccount: { points: 1_000_000, duration: 15 * 60 },
  /** The wait set on an account and address after a failure (see pauseAfterFailure); one point, blocked. */
  signInPause: { points: 1, duration: 1 },
  /** Sign-up, confirmation resend, reset request and reset, per action and address. */
  accountRequestsByAddress: { points: 20, duration: 15 * 60 },
  /** The same per action and account (or reset token): no mailbox is flooded. */
  accountRequestsByAccount: { points: 10, duration: 15 * 60 },
} satisfies Record<string, LimitRule>;

export type RateLimits = { [name in keyof typeof LIMIT_RULES]: Limiter };

/** One table holds every limit of every instance; its layout is rate-limiter-flexible's. */
const TABLE = "rate_limits";

export type MakeLimiter = (name: string, rule: LimitRule) => Limiter;

/**
 * Makes limiters the one way the site makes them. On PostgreSQL every instance counts in the same
 * table, so an address gets its points once whichever instance it reaches; should the database fail,
 * each limiter falls back to counting in this process's memory rather than letting everything through
 * or refusing everyone. The embedded database belongs to one process: memory is the shared store there.
 */
export async function createLimiterFactory(database: Pick<Database, "kind" | "pool">): Promise<MakeLimiter> {
  const memory: MakeLimiter = (name, rule) => new RateLimiterMemory({ keyPrefix: name, ...rule });
  const pool = database.pool;
  if (database.kind !== "postgres" || !pool) return memory;
  // CREATE TABLE IF NOT EXISTS, tolerating another instance doing the same at the same moment.
  await new Promise<void>((resolve, reject) => {
    new RateLimiterPostgres({ storeClient: pool, storeType: "pool", tableName: TABLE, keyPrefix: "setup", points: 1, duration: 1, clearExpiredByTimeout: false }, (error?: unknown) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    );
  });
  let sweeper = true;
  return (name, rule) => {
    const limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: TABLE,
      tableCreated: true,
      keyPrefix: name,
      ...rule,
      // Expired rows of the whole table are swept by one limiter per instance, not by each.
      clearExpiredByTimeout: sweeper,
      insuranceLimiter: memory(name, rule),
    });
    sweeper = false;
    return limiter;
  };
}

/** The site's limiters, made once per site so that two sites in one process never share counts by accident. */
export async function createRateLimits(database: Pick<Database, "kind" | "pool">): Promise<RateLimits> {
  const make = await createLimiterFactory(database);
  return Object.fromEntries(Object.entries(LIMIT_RULES).map(([name, rule]) => [name, make(name, rule)])) as RateLimits;
}

/**
 * The key an address is counted under: an IPv4-mapped IPv6 address as IPv4, and an IPv6 address by
 * its /64 network, since one subscriber usually holds a whole /64 and could otherwise pick a new
 * address for every attempt.
 */
export function addressKey(address: string): string {
  const text = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped && isIP(mapped[1]!) === 4) return mapped[1]!;
  if (isIP(text) !== 6) return text;
  const [head = "", tail = ""] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = text.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
