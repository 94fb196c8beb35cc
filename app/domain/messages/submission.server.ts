import { RateLimiterRes } from "rate-limiter-flexible";
import { data } from "react-router";
import type { z } from "zod";
import { addressKey, LIMIT_RULES, type Limiter } from "~/platform/http/rate-limits.server.ts";
import { HONEYPOT_FIELD } from "~/platform/forms/fields.ts";
import { formFailure, formSuccess, type FormResult } from "~/platform/forms/form-result.ts";
import { formResponse, fromZodError, readValues } from "~/platform/forms/form-result.server.ts";
import { databaseDown } from "~/platform/services/database-outage.server.ts";
import type { Database } from "../../../db/client.ts";

export const SUBMISSIONS_PER_WINDOW = LIMIT_RULES.publicForms.points;

export type PublicForm = "contact" | "partnership";

// A full form in the heaviest encoding (5,000 CJK characters, percent-encoded) stays well below this.
const MAX_BODY_BYTES = 128 * 1024;

/** The posted form, refusing an oversized body before reading it. */
export async function readForm(request: Request): Promise<FormData> {
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) throw data(null, { status: 413 });
  return request.formData();
}

/** Spends one of the address's submissions; the wait before the next one when none is left. */
// Only submissions that would be stored count: a visitor correcting typos is never locked out.
async function spend(submissions: Limiter, form: PublicForm, ip: string): Promise<number | null> {
  try {
    await submissions.consume(`${form}:${addressKey(ip)}`);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

/**
 * Runs a public form post and answers it: the honeypot (a robot is told its message went through
 * and nothing is kept), validation (400, field errors and the typed values back), the per-address
 * limit (429 with Retry-After, the values back), then `store` (200). The form says its own success.
 * While the database is down nothing is counted or kept: 503, the values back, the outage said.
 */
export async function handleSubmission<F extends string, S extends z.ZodType>(options: {
  form: PublicForm;
  formData: FormData;
  fields: readonly F[];
  schema: S;
  ip: string;
  /** The site's limiter of public form submissions (services.limits.publicForms). */
  limiter: Limiter;
  database: Pick<Database, "ping">;
  store: (input: z.output<S>) => Promise<void>;
}) {
  const { form, formData, fields, schema, ip, limiter } = options;
  const sent = () => formResponse<FormResult<F>>(formSuccess());
  const trap = formData.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap !== "") {
    await spend(limiter, form, ip);
    return sent();
  }
  const values = readValues(formData, fields);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return formResponse<FormResult<F>>(fromZodError(parsed.error, values, "forms.errors.required"));
  try {
    const retryAfterSeconds = await spend(limiter, form, ip);
    if (retryAfterSeconds !== null) {
      const wait = { key: "forms.rateLimited", values: { count: Math.ceil(retryAfterSeconds / 60) } } as const;
      return formResponse<FormResult<F>>(formFailure(wait, values), { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
    }
    await options.store(parsed.data);
  } catch (error) {
    if (await databaseDown(options.database)) return formResponse<FormResult<F>>(formFailure("forms.unavailable", values), { status: 503 });
    throw error;
  }
  return sent();
}
