import { pageTextsKind } from "./page-texts.ts";

export const medallistsTextsKind = pageTextsKind("medallistsTexts", "/medals/medallists", []);
