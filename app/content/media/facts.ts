// The media calendar of docs/SPEC.md section 9: the opening and the deadline are the media accreditation
// type's (app/domain/accreditation), the confirmation is every type's.
export const MEDIA_ACCREDITATION_DATE_KEYS = ["opening", "mediaDeadline", "confirmation"] as const;

export type AccreditationDateKey = (typeof MEDIA_ACCREDITATION_DATE_KEYS)[number];

export const MEDIA_USEFUL_LINKS = [
  { key: "accreditation", path: "/accreditation" },
  { key: "news", path: "/news" },
  { key: "sports", path: "/sports" },
  { key: "venues", path: "/venues" },
] as const;

export type UsefulLinkKey = (typeof MEDIA_USEFUL_LINKS)[number]["key"];

