import { pageTextsKind } from "./page-texts.ts";

export const openDataTextsKind = pageTextsKind("openDataTexts", "/open-data", [
  { name: "datasetsTitle", max: 80 },
  { name: "datasetsIntro", max: 400, paragraph: true },
  { name: "formatsTitle", max: 80 },
  { name: "frequencyTitle", max: 80 },
  { name: "frequencyText", max: 400, paragraph: true },
  { name: "licenceTitle", max: 80 },
  { name: "licenceText", max: 400, paragraph: true },
  { name: "attributionText", max: 200, paragraph: true },
  { name: "gateNote", max: 400, paragraph: true },
  { name: "openApiTitle", max: 80 },
  { name: "openApiIntro", max: 400, paragraph: true },
]);
