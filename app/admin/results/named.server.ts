import type { ContentStore } from "~/domain/content/store.server.ts";
import { delegationsIn } from "~/domain/delegations/public-delegations.server.ts";
import { sportsIn } from "~/domain/sports/public-sports.server.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { Named } from "./results.server.ts";

/** The delegations and sports a results page names, in the editor's language. */
export async function namedIn(content: ContentStore, locale: Locale): Promise<Named> {
  const [delegations, sports] = await Promise.all([delegationsIn(content, locale), sportsIn(content, locale)]);
  return { delegations, sports };
}
