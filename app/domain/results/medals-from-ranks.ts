import { MEDALS, type Medal } from "../../../vocabulary/results-keys.ts";
import type { ResultStatus } from "../../../vocabulary/schedule-keys.ts";
import type { FormMessage } from "~/platform/forms/form-result.ts";

// The medals of a session follow the ranks the results team typed from the referee's sheet, never the
// other way round: the sheet is the authority, and a rank is what it says. So the medals are read off
// the ranks, and the ranks are checked only for what a typing mistake produces.
//
// The rules (docs/FACTS.md, "Medal tables"):
// - A place is rank 1, 2 or 3, and gives gold, silver or bronze; every entry sharing a rank shares its
//   medal. Ranks follow standard competition ranking (1, 1, 3): a tie at 1 makes two golds and no
//   silver, a tie at 2 two silvers and no bronze, with nothing to decide here, since the ranks say it.
// - A combat sport (boxing, judo, taekwondo, wrestling) awards two bronzes: both semi-final losers are
//   ranked 3, which standard competition ranking reads as a tie at 3 (the next place is 5, as judo's
//   sheets give it). Any other sport's entries ranked 3 together are a tie and share the bronze.
// - An entry with a status (DNS, DNF, DSQ, NM) has no place and no medal.
// - A non-medal event awards nothing, whatever its ranks.
// - One entry is one medal: a team's result is one line, so a team counts one medal.
//
// The checks, each on the entries it concerns:
// - neither rank nor status, a rank that is not a whole number from 1, a rank together with a status;
// - a rank out of step with the ranks before it: each rank r must equal one plus the number of entries
//   ranked before it (a rank given with a status counts, so that one mistake is reported once). Lower
//   means a tie was not skipped (1, 1, 2: the 2 is 3); higher means a rank is missing or mistyped
//   (1, 2, 4): two messages, so that a form saving one line at a time may let the second wait;
// - in a combat sport's medal event, more than two entries ranked 3: its third places are the two
//   semi-final losers, never a tie of three. A tie at 3 anywhere else is the sheet's to decide.
// Fewer medals than the event could award (no silver after two golds, one bronze in a small field)
// is never a mistake.

/** One line of a session as the results team typed it. */
export interface RankedEntry {
  rank: number | null;
  status: ResultStatus | null;
}

export interface MedalRules {
  /** False for a non-medal event (or a session that decides no medal): no entry gets one. */
  medalEvent: boolean;
  /** Bronze medals per event: 2 in a combat sport (the sport's `twoBronzes`), else 1. */
  bronzes: 1 | 2;
}

const isPlace = (rank: number | null): rank is number => rank !== null && Number.isSafeInteger(rank) && rank >= 1;

/** An entry's place as a list or a medal reads it: a valid rank without a status. */
function placeOf(entry: RankedEntry): number | null {
  return entry.status === null && isPlace(entry.rank) ? entry.rank : null;
}

/** Each entry's medal, in the entries' order. */
export function medalsFromRanks(entries: readonly RankedEntry[], rules: MedalRules): (Medal | null)[] {
  return entries.map((entry) => {
    const place = placeOf(entry);
    return rules.medalEvent && place !== null ? (MEDALS[place - 1] ?? null) : null;
  });
}

/** The problem of each entry, in the entries' order (null: none); the first found only, as a form says one per field. */
export function rankProblems(entries: readonly RankedEntry[], rules: MedalRules): (FormMessage | null)[] {
  const ranks = entries.map((entry) => (isPlace(entry.rank) ? entry.rank : null));
  const ahead = (rank: number) => ranks.filter((other) => other !== null && other < rank).length;
  // The bronzes the ranks would give: a rank typed with a status gives none, and is reported on its own.
  const thirds = entries.filter((entry) => placeOf(entry) === 3).length;
  return entries.map((entry, index): FormMessage | null => {
    const rank = ranks[index] ?? null;
    if (entry.rank === null && entry.status === null) return "adminResults.rankErrors.rankOrStatus";
    if (entry.rank !== null && rank === null) return "adminResults.rankErrors.invalid";
    if (rank !== null && entry.status !== null) return "adminResults.rankErrors.rankWithStatus";
    if (rank === null) return null;
    const expected = ahead(rank) + 1;
    if (rank < expected) return { key: "adminResults.rankErrors.afterTie", values: { expected } };
    if (rank > expected) return { key: "adminResults.rankErrors.missingRank", values: { expected } };
    if (rank === 3 && rules.medalEvent && rules.bronzes === 2 && thirds > 2) return "adminResults.rankErrors.tooManyThirds";
    return null;
  });
}

/** The lines without a place, by how much of the session they took part in: competed without a mark, were disqualified, never started. */
export const UNPLACED_ORDER: readonly ResultStatus[] = ["DNF", "NM", "DSQ", "DNS"];

/**
 * The order of result lines wherever they are listed: placed lines by rank, then the lines with a
 * status (UNPLACED_ORDER), then any line missing both. `tieBreak` orders the lines equal on that (a
 * tie, two DNS), compared by code point so that every server and language agrees.
 */
export function byRank<Line extends RankedEntry>(lines: readonly Line[], tieBreak: (line: Line) => string | number): Line[] {
  const keyed = lines.map((line) => {
    const place = placeOf(line);
    const group = place !== null ? 0 : line.status !== null ? 1 : 2;
    const within = place ?? (line.status !== null ? UNPLACED_ORDER.indexOf(line.status) : 0);
    return { line, group, within, key: tieBreak(line) };
  });
  keyed.sort((a, b) => a.group - b.group || a.within - b.within || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map(({ line }) => line);
}
