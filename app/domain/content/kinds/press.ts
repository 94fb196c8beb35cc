import type { KindDef } from "./kind.ts";

/** A press event (conference, briefing) announced on /media. */
export const pressKind = {
  kind: "press",
  titleField: "title",
  pages: ["/media"],
  anchorPrefix: "press-",
  fields: [
    { name: "title", type: "localized", required: true, max: 160 },
    /** Tahiti wall-clock time, as the form's datetime-local gives it ("2027-07-30T10:00"). */
    { name: "startsAt", type: "datetime", required: true },
    { name: "place", type: "localized", max: 200 },
    { name: "description", type: "localized", max: 1000, multiline: true },
    { name: "link", type: "url" },
  ],
} as const satisfies KindDef;
