import type { KindDef } from "./kind.ts";

/** How athletes qualify in a sport, on /athletes. */
export const qualificationsKind = {
  kind: "qualifications",
  titleField: "sport",
  pages: ["/athletes"],
  anchorPrefix: "qualification-",
  fields: [
    { name: "sport", type: "localized", required: true, max: 120 },
    { name: "criteria", type: "localized", required: true, max: 1000, multiline: true },
  ],
} as const satisfies KindDef;
