import { pageTextsKind } from "./page-texts.ts";

export const athletesTextsKind = pageTextsKind("athletesTexts", "/athletes", [
  { name: "figuresTitle", max: 80 },
  { name: "figuresNote", max: 300, paragraph: true },
  { name: "servicesTitle", max: 80 },
  { name: "servicesIntro", max: 400, paragraph: true },
  { name: "qualificationTitle", max: 80 },
  { name: "qualificationIntro", max: 500, paragraph: true },
  { name: "villageTitle", max: 80 },
  { name: "villageIntro", max: 400, paragraph: true },
  { name: "amenitiesTitle", max: 80 },
  { name: "amenitiesNote", max: 300, paragraph: true },
  { name: "valuesTitle", max: 80 },
  { name: "valuesIntro", max: 400, paragraph: true },
]);
