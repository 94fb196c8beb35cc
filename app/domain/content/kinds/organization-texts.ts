import { pageTextsKind } from "./page-texts.ts";

export const organizationTextsKind = pageTextsKind("organizationTexts", "/organization", [
  { name: "leadershipTitle", max: 80 },
  { name: "leadershipIntro", max: 400, paragraph: true },
  { name: "commissionsTitle", max: 80 },
  { name: "commissionsIntro", max: 400, paragraph: true },
  { name: "contactTitle", max: 80 },
  { name: "contactIntro", max: 400, paragraph: true },
]);
