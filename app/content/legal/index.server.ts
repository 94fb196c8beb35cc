import type { Localized } from "../types.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { ja } from "./ja.ts";
import { pt } from "./pt.ts";
import type { LegalContent } from "./types.ts";
import { zh } from "./zh.ts";

/** docs/SPEC.md: the legal pages were last updated on 31 July 2025. */
export const LEGAL_LAST_UPDATED = "2025-07-31";

export const legalContent: Localized<LegalContent> = { fr, en, es, pt, zh, ja };
