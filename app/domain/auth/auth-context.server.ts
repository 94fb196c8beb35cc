import { createContext } from "react-router";
import type { Database } from "../../../db/client.ts";
import type { Env } from "~/platform/config/env.server.ts";
import type { RateLimits } from "~/platform/http/rate-limits.server.ts";
import type { Auth } from "./auth.server.ts";

/**
 * The services sign-in, the guards and two-factor read from a request's router context. The server
 * sets them with the rest of its services (app/services.server.ts), which include these: the domain
 * names what it needs rather than depending on the composition root above it (ADR 015).
 */
export interface AuthServices {
  auth: Auth;
  database: Database;
  env: Env;
  /** This site's limiters (shared with every instance on PostgreSQL). */
  limits: RateLimits;
}

export const authServicesContext = createContext<AuthServices>();
