// Shared by the forms' server logic and their components; no zod here, so the browser bundle stays small.
export const FIELD_ERROR_CODES = ["required", "email", "tooShort", "tooLong", "phone", "choice"] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export interface FieldError {
  code: FieldErrorCode;
  /** The bound a length error refers to. */
  limit?: number;
}

export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

/** What a public form's action answers; the route turns the status into the HTTP status. */
export type FormResult<F extends string> =
  | { status: "sent" }
  | { status: "invalid"; errors: FieldErrors<F>; values: Record<F, string> }
  | { status: "rate-limited"; retryAfterSeconds: number; values: Record<F, string> };

/** The trap field of the public forms: hidden from people, filled in by form-spamming robots. */
export const HONEYPOT_FIELD = "website";

export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;

