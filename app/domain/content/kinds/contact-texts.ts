import { pageTextsKind } from "./page-texts.ts";

export const contactTextsKind = pageTextsKind("contactTexts", "/contact", [
  { name: "formTitle", max: 80 },
  { name: "formIntro", max: 400, paragraph: true },
  { name: "responseTitle", max: 80 },
  { name: "responseIntro", max: 300, paragraph: true },
  { name: "languagesTitle", max: 80 },
  { name: "languagesIntro", max: 300, paragraph: true },
  { name: "departmentsTitle", max: 80 },
  { name: "departmentsIntro", max: 400, paragraph: true },
  { name: "officesTitle", max: 80 },
  { name: "channelsTitle", max: 80 },
  { name: "channelsIntro", max: 300, paragraph: true },
]);
