// Figures as docs/SPEC.md states them on the athletes page. They differ from other pages (24 sports,
// 24 delegations in docs/FACTS.md): the page says they are the organisers' announced estimates.
export const ATHLETES_PAGE_FIGURES = {
  countries: 24,
  disciplines: 35,
} as const;

export const ATHLETE_VILLAGE = {
  beds: 5000,
  minutesFromMainSites: 15,
  restaurants: 3,
} as const;
