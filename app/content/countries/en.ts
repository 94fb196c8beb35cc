import type { CountriesContent } from "./types.ts";

export const en: CountriesContent = {
  meta: {
    title: "Countries and delegations — Tahiti 2027",
    description: "The {count} delegations of the XVIII Pacific Games Tahiti 2027 on a map of the Pacific, with their status and results.",
  },
  title: "Countries and delegations",
  intro: "Delegations from across the Pacific gather in French Polynesia for the XVIII Pacific Games.",
  summaryTitle: "The delegations in numbers",
  summary: {
    total: "delegations",
    members: "Pacific Games Council members",
    invited: "invited delegations",
  },
  invitedNote: "Australia and New Zealand are invited for part of the sports programme.",
  athletesNote: "The number of athletes in each delegation for 2027 has not been published yet.",
  mapTitle: "Map of the delegations",
  mapLabel:
    "Map of the Pacific from 110° E to 140° W and from 30° N to 50° S, with a marker for each of the {count} delegations; Tahiti, host of the Games, is highlighted. The list of delegations follows the map.",
  mapCaption: "Markers sit on each delegation's capital or main island (approximate positions).",
  mapScrollHint: "Swipe the map sideways to see the whole Pacific.",
  legendDelegation: "Delegation",
  legendHost: "Host of the Games",
  compass: { north: "N", south: "S", east: "E", west: "W" },
  listTitle: "All delegations",
  codeLabel: "Code",
  status: {
    member: "Pacific Games Council member",
    invited: "Invited for part of the programme",
    host: "Host of the Games",
  },
  medals: { gold: "Gold", silver: "Silver", bronze: "Bronze" },
  delegation: {
    metaTitle: "{name} ({code}) — Tahiti 2027",
    metaDescription: "The {name} delegation at the XVIII Pacific Games Tahiti 2027: status, medals and recorded results.",
    statusTitle: "Status",
    medalsTitle: "Medals",
    resultsTitle: "Results",
    resultsCaption: "Results of the {name} delegation, newest first",
    resultsEmpty: "No result has been recorded for this delegation yet.",
    columns: { rank: "Rank", date: "Date", sport: "Sport", event: "Event", athlete: "Athlete", result: "Result", medal: "Medal" },
    noMedal: "No medal",
    noRank: "Place not given",
    back: "All delegations",
  },
};
