export const ATHLETE_VILLAGE = {
  beds: 5000,
  minutesFromMainSites: 15,
  restaurants: 3,
} as const;
