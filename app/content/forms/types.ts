import type { FieldErrorCode } from "~/platform/forms/form-types.ts";

/** Strings shared by the public forms (contact, partnership). */
export interface FormMessages {
  requiredHint: string;
  /** Added, with its brackets, to the label of an optional field. */
  optional: string;
  /** Field messages; {{limit}} is the length bound of tooShort and tooLong. */
  errors: Record<FieldErrorCode, string>;
  invalidSummary: string;
  /** {{delay}} is a duration such as "10 minutes". */
  rateLimited: string;
  sending: string;
  honeypotLabel: string;
}
