import type { Localized } from "../types.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { ja } from "./ja.ts";
import { pt } from "./pt.ts";
import type { CountriesContent } from "./types.ts";
import { zh } from "./zh.ts";

export const countriesContent: Localized<CountriesContent> = { fr, en, es, pt, zh, ja };

