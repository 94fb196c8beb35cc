import type { Medal } from "../../../vocabulary/results-keys.ts";

export interface MedalRow {
  country: string;
  medal: Medal | null;
}

export interface MedalCounts {
  gold: number;
  silver: number;
  bronze: number;
  total: number;
}

/**
 * How the table is ordered: by gold, then silver, then bronze (docs/FACTS.md, the default), or by the total
 * of medals, then gold, silver and bronze. Either way a delegation ties only with one of the same medals.
 */
export const MEDAL_ORDERS = ["gold", "total"] as const;
export type MedalOrder = (typeof MEDAL_ORDERS)[number];

export interface MedalStanding extends MedalCounts {
  /** Shared by delegations equal on gold, silver and bronze; the next rank skips accordingly (1, 2, 2, 4). */
  rank: number;
  code: string;
}

function emptyCounts(): MedalCounts {
  return { gold: 0, silver: 0, bronze: 0, total: 0 };
}

function compareMedals(a: MedalStanding, b: MedalStanding): number {
  return b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

const COMPARE: Record<MedalOrder, (a: MedalStanding, b: MedalStanding) => number> = {
  gold: compareMedals,
  total: (a, b) => b.total - a.total || compareMedals(a, b),
};

const sameMedals = (a: MedalCounts, b: MedalCounts) => a.gold === b.gold && a.silver === b.silver && a.bronze === b.bronze;

/**
 * The medal table from result rows as stored: every medalled row is one medal for its delegation,
 * so a team result is one medal and the two bronzes of a combat sport's event are two.
 */
export function medalTable(rows: readonly MedalRow[], order: MedalOrder = "gold"): MedalStanding[] {
  const byCode = new Map<string, MedalStanding>();
  for (const { country, medal } of rows) {
    if (!medal) continue;
    const standing = byCode.get(country) ?? { rank: 0, code: country, ...emptyCounts() };
    standing[medal] += 1;
    standing.total += 1;
    byCode.set(country, standing);
  }
  const sorted = [...byCode.values()].sort(COMPARE[order]);
  sorted.forEach((standing, index) => {
    const previous = sorted[index - 1];
    standing.rank = previous && sameMedals(previous, standing) ? previous.rank : index + 1;
  });
  return sorted;
}

/** The totals row: every medal awarded, summed over the table. */
export function medalTotals(standings: readonly MedalCounts[]): MedalCounts {
  const totals = emptyCounts();
  for (const standing of standings) {
    totals.gold += standing.gold;
    totals.silver += standing.silver;
    totals.bronze += standing.bronze;
    totals.total += standing.total;
  }
  return totals;
}
