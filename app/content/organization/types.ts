import type { PageMeta } from "../types.ts";

export interface OrganizationContent {
  meta: PageMeta;
  title: string;
  intro: string;
  leadershipTitle: string;
  leadershipIntro: string;
  commissionsTitle: string;
  commissionsIntro: string;
  compositionLabel: string;
  contactTitle: string;
  contactIntro: string;
  addressLabel: string;
  emailLabel: string;
  contactFormLink: string;
}
