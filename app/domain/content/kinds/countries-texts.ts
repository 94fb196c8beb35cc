import { pageTextsKind } from "./page-texts.ts";

export const countriesTextsKind = pageTextsKind("countriesTexts", "/countries", [
  { name: "summaryTitle", max: 80 },
  { name: "invitedNote", max: 300, paragraph: true },
  { name: "athletesNote", max: 300, paragraph: true },
  { name: "mapTitle", max: 80 },
  { name: "listTitle", max: 80 },
]);
