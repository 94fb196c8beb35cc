import type { Db } from "../../../db/client.ts";
import type { ContentStore, KindItem } from "~/domain/content/store.server.ts";
import { anyUntranslated, shown, shownList, type Shown } from "~/domain/content/localized.ts";
import type { CommissionIcon } from "~/domain/content/kinds/commissions.ts";
import { picturesByItem } from "~/domain/media/library-pictures.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";

/** A leader of the committee as a visitor of one language reads them. */
export interface LeaderView {
  id: string;
  name: string;
  role: Shown;
  photo?: number;
  description?: Shown;
}

/** A commission as a visitor of one language reads it. */
export interface CommissionView {
  id: string;
  name: Shown;
  icon: CommissionIcon;
  description: Shown;
  composition?: Shown<string[]>;
}

function leaderViews(items: KindItem<"leaders">[], locale: Locale): LeaderView[] {
  return items.map(({ id, data: leader }) => {
    return { id, name: leader.name, role: shown(leader.role, locale), photo: leader.photo, description: shown(leader.description, locale) };
  });
}

function commissionViews(items: KindItem<"commissions">[], locale: Locale): CommissionView[] {
  return items.map(({ id, data: commission }) => {
    return { id, name: shown(commission.name, locale), icon: commission.icon, description: shown(commission.description, locale), composition: shownList(commission.composition, locale) };
  });
}

/** The organisation page's data: leaders with their photos (read fresh: the library has its own changes), commissions, and whether any words fall back to French. */
export async function organizationPage(db: Db, content: ContentStore, locale: Locale) {
  const [leaders, commissions] = await Promise.all([
    content.view("leaders", locale, (items) => leaderViews(items, locale)),
    content.view("commissions", locale, (items) => commissionViews(items, locale)),
  ]);
  const photos = await picturesByItem(db, leaders, (leader) => leader.photo, locale);
  const words = [...leaders.flatMap((leader) => [leader.role, leader.description]), ...commissions.flatMap((commission) => [commission.name, commission.description, commission.composition])];
  return { leaders, commissions, photos, untranslated: anyUntranslated(words) };
}
