import type { PartnershipCategory } from "../../../db/schema/contact-keys.ts";
import type { PartnershipField } from "~/site/partners/partnership-fields.ts";
import type { PageMeta } from "../types.ts";
import type { TierKey } from "./tiers.ts";

export interface PartnersContent {
  meta: PageMeta;
  title: string;
  intro: string;
  tiersTitle: string;
  tiersIntro: string;
  benefitsLabel: string;
  packageLabel: string;
  institutionalLinksLabel: string;
  /** Above the partners of a tier other than the institutional one. */
  tierPartnersLabel: string;
  tierCta: string;
  tiers: Record<TierKey, { name: string; description: string; benefits: string[]; package: string[] }>;
  form: {
    title: string;
    intro: string;
    labels: Record<PartnershipField, string>;
    categoryPlaceholder: string;
    messageHint: string;
    submit: string;
    successTitle: string;
    successText: string;
  };
  categories: Record<PartnershipCategory, string>;
}
