import type { Db } from "../../../db/client.ts";
import type { TierKey } from "~/domain/partners/tiers.ts";
import type { ContentStore, KindItem } from "~/domain/content/store.server.ts";
import { anyUntranslated, shown, type Shown } from "~/domain/content/localized.ts";
import { picturesByItem } from "~/domain/media/library-pictures.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";

/** A partner as a visitor of one language reads it. */
export interface PartnerView {
  id: string;
  name: string;
  tier: TierKey;
  logo?: number;
  link?: string;
  description?: Shown;
}

function partnerViews(items: KindItem<"partners">[], locale: Locale): PartnerView[] {
  return items.map(({ id, data: partner }) => ({ id, name: partner.name, tier: partner.tier, logo: partner.logo, link: partner.link, description: shown(partner.description, locale) }));
}

/** The partners page's data: the partners in list order, their logos (read fresh: the library has its own changes) and whether any words fall back to French. */
export async function partnersPage(db: Db, content: ContentStore, locale: Locale) {
  const partners = await content.view("partners", locale, (items) => partnerViews(items, locale));
  const logos = await picturesByItem(db, partners, (partner) => partner.logo, locale);
  return { partners, logos, untranslated: anyUntranslated(partners.map((partner) => partner.description)) };
}
