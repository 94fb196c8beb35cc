import type { KindDef } from "./kind.ts";

/** The athletes' village on /athletes: its figures and what it offers. */
export const villageKind = {
  kind: "village",
  single: true,
  titleField: "beds",
  pages: ["/athletes"],
  fields: [
    { name: "beds", type: "integer", min: 1, max: 100_000, required: true },
    { name: "minutesFromMainSites", type: "integer", min: 0, max: 600, required: true },
    { name: "restaurants", type: "integer", min: 0, max: 1000, required: true },
    { name: "amenities", type: "localizedList", max: 200 },
  ],
} as const satisfies KindDef;
