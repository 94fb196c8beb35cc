import type { Medal } from "../../../db/schema/results-keys.ts";
import type { PageMeta } from "../types.ts";

/** Strings of /countries/{code}; "{name}" and "{code}" are replaced by the delegation's. */
export interface DelegationPageContent {
  metaTitle: string;
  metaDescription: string;
  statusTitle: string;
  medalsTitle: string;
  resultsTitle: string;
  resultsCaption: string;
  resultsEmpty: string;
  columns: { rank: string; date: string; sport: string; event: string; athlete: string; result: string; medal: string };
  noMedal: string;
  noRank: string;
  back: string;
}

export interface CountriesContent {
  meta: PageMeta;
  title: string;
  intro: string;
  summaryTitle: string;
  /** Labels of the summary counts, each shown after its number. */
  summary: { total: string; members: string; invited: string };
  invitedNote: string;
  athletesNote: string;
  mapTitle: string;
  /** Text alternative of the map; "{count}" is the number of delegations. */
  mapLabel: string;
  mapCaption: string;
  /** Shown where the map is wider than the screen and scrolls sideways in its frame. */
  mapScrollHint: string;
  legendDelegation: string;
  legendHost: string;
  /** Compass letters of the graticule labels. */
  compass: { north: string; south: string; east: string; west: string };
  listTitle: string;
  codeLabel: string;
  status: { member: string; invited: string; host: string };
  medals: Record<Medal, string>;
  delegation: DelegationPageContent;
}
