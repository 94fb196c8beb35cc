import { pageTextsKind } from "./page-texts.ts";

// A tier's benefits and package are lists: one item per line of their text.
export const partnersTextsKind = pageTextsKind("partnersTexts", "/partners", [
  { name: "tiersTitle", max: 80 },
  { name: "tiersIntro", max: 400, paragraph: true },
  { name: "premiumName", max: 80 },
  { name: "premiumDescription", max: 300, paragraph: true },
  { name: "premiumBenefits", max: 600, paragraph: true },
  { name: "premiumPackage", max: 600, paragraph: true },
  { name: "goldName", max: 80 },
  { name: "goldDescription", max: 300, paragraph: true },
  { name: "goldBenefits", max: 600, paragraph: true },
  { name: "goldPackage", max: 600, paragraph: true },
  { name: "institutionalName", max: 80 },
  { name: "institutionalDescription", max: 300, paragraph: true },
  { name: "institutionalBenefits", max: 600, paragraph: true },
  { name: "institutionalPackage", max: 600, paragraph: true },
  { name: "supplierName", max: 80 },
  { name: "supplierDescription", max: 300, paragraph: true },
  { name: "supplierBenefits", max: 600, paragraph: true },
  { name: "supplierPackage", max: 600, paragraph: true },
  { name: "formTitle", max: 80 },
  { name: "formIntro", max: 400, paragraph: true },
]);
