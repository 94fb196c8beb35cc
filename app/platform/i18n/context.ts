import { createContext } from "react-router";
import type { Locale } from "./locales.ts";
import type { Translator } from "./translator.ts";

export const localeContext = createContext<Locale>("fr");
export const translatorContext = createContext<Translator>();
