import type { PageMeta } from "../types.ts";
import type { MediaDownloadSlot } from "../../../db/schema/media-keys.ts";
import type { AccreditationDateKey, UsefulLinkKey } from "./facts.ts";

export interface MediaContent {
  meta: PageMeta;
  title: string;
  intro: string;
  accreditationTitle: string;
  accreditationIntro: string;
  dateLabels: Record<AccreditationDateKey, string>;
  applyLink: string;
  resourcesTitle: string;
  resourcesIntro: string;
  /** The media page's four downloads, each a file of the media library once an editor offers one. */
  resources: Record<MediaDownloadSlot, { title: string; description: string }>;
  formatLabel: string;
  sizeLabel: string;
  /** The link's visible words; its accessible name goes on to say which file, of what type and size. */
  download: string;
  unavailable: string;
  coverageTitle: string;
  coverageIntro: string;
  contactsTitle: string;
  pressContactsPending: string;
  emailLabel: string;
  phoneLabel: string;
  pressEventsTitle: string;
  pressEventsPending: string;
  /** When a press event starts: {date} is its day and time in the visitor's language, in Tahiti time. */
  pressEventWhen: string;
  pressEventPlace: string;
  /** A press event's link out (registration, stream). */
  pressEventLink: string;
  usefulLinksTitle: string;
  usefulLinks: Record<UsefulLinkKey, string>;
}
