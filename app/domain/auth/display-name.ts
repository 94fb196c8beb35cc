import type { FormResult } from "~/platform/forms/form-result.ts";

// Shared by the account page and its server module, without the database in the browser.
export const DISPLAY_NAME_MAX = 80;

export type DisplayNameResult = FormResult<"displayName"> & { intent: "profile" };
