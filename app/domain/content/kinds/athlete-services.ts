import type { KindDef } from "./kind.ts";

/** The pictures a service may carry: the page draws each (app/site/athletes). */
export const ATHLETE_SERVICE_ICONS = ["housing", "food", "transport", "health", "training", "welcome"] as const;
export type AthleteServiceIcon = (typeof ATHLETE_SERVICE_ICONS)[number];

/** A service the Games give athletes, on /athletes. */
export const athleteServicesKind = {
  kind: "athleteServices",
  titleField: "title",
  pages: ["/athletes"],
  anchorPrefix: "service-",
  fields: [
    { name: "icon", type: "select", options: ATHLETE_SERVICE_ICONS, required: true, labelled: true },
    { name: "title", type: "localized", required: true, max: 120 },
    { name: "description", type: "localized", required: true, max: 500, multiline: true },
    { name: "details", type: "localizedList", max: 200 },
  ],
} as const satisfies KindDef;
