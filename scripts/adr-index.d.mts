export interface Decision {
  file: string;
  number: string;
  title: string;
  status: string;
  date: string;
  relations: { name: "Amended by" | "Superseded by" | "Amends" | "Supersedes"; numbers: string[] }[];
  problems: string[];
}
export const DECISIONS_DIR: string;
export const STATUSES: Record<"accepted" | "amended" | "superseded", string>;
export function parseDecision(file: string, text: string): Decision;
export function readDecisions(dir?: string): Decision[];
export function decisionProblems(decisions: Decision[]): string[];
export function renderIndex(decisions: Decision[]): string;
