// The committee's leaders named in docs/FACTS.md. Names are the same in every language; roles are
// translated in the page content. Their personal contacts are not public, so none is kept here.
export const LEADERS = [
  { role: "president", name: "Noelline Parker" },
  { role: "directorGeneral", name: "Steeve Raoulx" },
] as const;

export type LeaderRole = (typeof LEADERS)[number]["role"];
