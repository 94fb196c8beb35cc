import { pageTextsKind } from "./page-texts.ts";

export const sportsTextsKind = pageTextsKind("sportsTexts", "/sports", [
  { name: "statsTitle", max: 80 },
  { name: "notPublishedParticipants", max: 300, paragraph: true },
  { name: "notPublishedProgramme", max: 300, paragraph: true },
  { name: "compulsoryTitle", max: 80 },
  { name: "compulsoryIntro", max: 400, paragraph: true },
  { name: "optionalTitle", max: 80 },
  { name: "optionalIntro", max: 400, paragraph: true },
  { name: "paraTitle", max: 80 },
  { name: "paraIntro", max: 400, paragraph: true },
]);
