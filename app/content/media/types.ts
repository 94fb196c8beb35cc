import type { PageMeta } from "../types.ts";
import type { AccreditationDateKey, ResourceKind, UsefulLinkKey } from "./facts.ts";

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
  resources: Record<ResourceKind, { title: string; description: string }>;
  formatLabel: string;
  sizeLabel: string;
  unavailable: string;
  coverageTitle: string;
  coverageIntro: string;
  zonesTitle: string;
  zones: string[];
  equipmentTitle: string;
  equipment: string[];
  contactsTitle: string;
  pressServiceName: string;
  pressServiceText: string;
  pressContactsPending: string;
  emailLabel: string;
  pressEventsTitle: string;
  pressEventsPending: string;
  usefulLinksTitle: string;
  usefulLinks: Record<UsefulLinkKey, string>;
}
