import { RateLimiterRes } from "rate-limiter-flexible";
import { data } from "react-router";
import type { z } from "zod";
import { addressKey, LIMIT_RULES, type Limiter } from "~/platform/http/rate-limits.server.ts";
import { HONEYPOT_FIELD, type FormResult } from "~/platform/forms/form-types.ts";
import { firstErrors, readFields } from "~/platform/forms/form-validation.ts";

export const SUBMISSIONS_PER_WINDOW = LIMIT_RULES.publicForms.points;

export type PublicForm = "contact" | "partnership";

const HTTP_STATUS: Record<FormResult<string>["status"], number> = { sent: 200, invalid: 400, "rate-limited": 429 };

// A full form in the heaviest encoding (5,000 CJK characters, percent-encoded) stays well below this.
const MAX_BODY_BYTES = 128 * 1024;

/** The posted form, refusing an oversized body before reading it. */
export async function readForm(request: Request): Promise<FormData> {
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) throw data(null, { status: 413 });
  return request.formData();
}

/** The HTTP status and headers a form result is answered with. */
export function responseInit(result: FormResult<string>): ResponseInit {
  const headers: HeadersInit = result.status === "rate-limited" ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return { status: HTTP_STATUS[result.status], headers };
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
 * Runs a public form post: the honeypot (a robot is told its message went through and nothing is
 * kept), validation (field errors and the typed values back), the per-address limit, then `store`.
 */
export async function handleSubmission<F extends string, S extends z.ZodType>(options: {
  form: PublicForm;
  formData: FormData;
  fields: readonly F[];
  schema: S;
  ip: string;
  /** The site's limiter of public form submissions (services.limits.publicForms). */
  limiter: Limiter;
  store: (input: z.output<S>) => Promise<void>;
}): Promise<FormResult<F>> {
  const { form, formData, fields, schema, ip, limiter } = options;
  const trap = formData.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap !== "") {
    await spend(limiter, form, ip);
    return { status: "sent" };
  }
  const values = readFields(formData, fields);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { status: "invalid", errors: firstErrors<F>(parsed.error), values };
  const retryAfterSeconds = await spend(limiter, form, ip);
  if (retryAfterSeconds !== null) return { status: "rate-limited", retryAfterSeconds, values };
  await options.store(parsed.data);
  return { status: "sent" };
}
