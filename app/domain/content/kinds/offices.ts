import type { FormMessage } from "~/platform/forms/form-result.ts";
import { parseOpeningHours } from "~/domain/contact/opening-hours.ts";
import type { KindDef } from "./kind.ts";

/** An office of the committee, with its opening hours, on /contact. */
export const officesKind = {
  kind: "offices",
  titleField: "name",
  pages: ["/contact"],
  anchorPrefix: "office-",
  fields: [
    { name: "name", type: "localized", required: true, max: 160 },
    /** Its town and island, the same in every language. */
    { name: "location", type: "text", max: 160 },
    /** Its street or postal address, once published. */
    { name: "address", type: "text", max: 300, confirm: true },
    /** Opening hours in the syntax of app/domain/contact/opening-hours.ts, e.g. "1-5 08:00-17:00; 6 08:00-12:00". */
    { name: "hours", type: "text", required: true, max: 200 },
  ],
  // A text field's own checks cannot know the hours' syntax: a page must be able to write every saved value.
  check: (data): Record<string, FormMessage> => (typeof data.hours === "string" && parseOpeningHours(data.hours) === null ? { hours: "adminContent.errors.openingHours" } : {}),
} as const satisfies KindDef;
