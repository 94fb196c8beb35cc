import type { FormMessages } from "./types.ts";

export const en: FormMessages = {
  requiredHint: "Fields marked with an asterisk (*) are required.",
  optional: "(optional)",
  errors: {
    required: "This field is required",
    email: "Invalid email address",
    tooShort: "At least {{limit}} characters",
    tooLong: "No more than {{limit}} characters",
    phone: "Invalid phone number: digits, spaces, +, -, . and brackets only",
    choice: "Choose an option from the list",
  },
  invalidSummary: "The form contains errors. Correct the highlighted fields and send it again.",
  rateLimited: "Too many forms have been sent from your connection. Please try again in {{delay}}.",
  sending: "Sending…",
  honeypotLabel: "Do not fill in this field",
};
