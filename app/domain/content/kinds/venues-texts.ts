import { pageTextsKind } from "./page-texts.ts";

export const venuesTextsKind = pageTextsKind("venuesTexts", "/venues", [
  { name: "changeNotice", max: 400, paragraph: true },
  { name: "islandsTitle", max: 80 },
  { name: "mapTitle", max: 80 },
  { name: "mapCaption", max: 400, paragraph: true },
  { name: "islandOnlyNote", max: 300, paragraph: true },
]);
