import { diffWords } from "diff";

// One way to show what changed in a text, shared by the news and the content histories.

export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/** The words removed, the words added, the rest as context: plain data a loader can send. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map(({ value, added, removed }) => ({ value, added, removed }));
}
