import { pageTextsKind } from "./page-texts.ts";

export const gamesTextsKind = pageTextsKind("gamesTexts", "/games", [
  { name: "place", max: 80 },
  { name: "videoTitle", max: 80 },
  { name: "videoMessage", max: 400, paragraph: true },
  { name: "factsTitle", max: 80 },
  { name: "factTimesHosted", max: 200 },
  { name: "factSelection", max: 200 },
  { name: "factMascots", max: 200 },
  { name: "exploreTitle", max: 80 },
  { name: "historyCardTitle", max: 80 },
  { name: "historyCardText", max: 300, paragraph: true },
  { name: "visionCardTitle", max: 80 },
  { name: "visionCardText", max: 300, paragraph: true },
  { name: "messageTitle", max: 120 },
  { name: "sloganCaption", max: 200 },
  { name: "messageText", max: 600, paragraph: true },
]);
