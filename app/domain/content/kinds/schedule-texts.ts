import { pageTextsKind } from "./page-texts.ts";

export const scheduleTextsKind = pageTextsKind("scheduleTexts", "/schedule", [
  { name: "changeNotice", max: 400, paragraph: true },
  { name: "notPublished", max: 400, paragraph: true },
]);
