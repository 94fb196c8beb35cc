import { ACCREDITATION_DATES, ACCREDITATION_TYPES } from "../accreditation/data.ts";

// The media calendar of docs/SPEC.md section 9, read from the accreditation facts so a corrected date
// shows on both pages. The dates are calendar days without a time of day.
export const MEDIA_ACCREDITATION_DATES = [
  { key: "opening", date: ACCREDITATION_DATES.requestsOpen },
  { key: "mediaDeadline", date: ACCREDITATION_TYPES.find((type) => type.id === "media")!.deadline },
  { key: "confirmation", date: ACCREDITATION_DATES.confirmation },
] as const;

export type AccreditationDateKey = (typeof MEDIA_ACCREDITATION_DATES)[number]["key"];

export const MEDIA_USEFUL_LINKS = [
  { key: "accreditation", path: "/accreditation" },
  { key: "news", path: "/news" },
  { key: "sports", path: "/sports" },
  { key: "venues", path: "/venues" },
] as const;

export type UsefulLinkKey = (typeof MEDIA_USEFUL_LINKS)[number]["key"];

