import { pageTextsKind } from "./page-texts.ts";

export const volunteersTextsKind = pageTextsKind("volunteersTexts", "/volunteers", [
  { name: "programmeTitle", max: 80 },
  { name: "figuresNote", max: 300, paragraph: true },
  { name: "rolesTitle", max: 80 },
  { name: "rolesIntro", max: 400, paragraph: true },
  { name: "benefitsTitle", max: 80 },
  { name: "benefitsNote", max: 300, paragraph: true },
  { name: "stepsTitle", max: 80 },
  { name: "criteriaTitle", max: 80 },
  { name: "criteriaNote", max: 300, paragraph: true },
  { name: "calendarTitle", max: 80 },
  { name: "calendarNote", max: 300, paragraph: true },
  { name: "ctaTitle", max: 120 },
  { name: "ctaText", max: 400, paragraph: true },
]);
