import type { i18n } from "i18next";
import { createContext } from "react-router";
import type { Locale } from "./locales.ts";

export const localeContext = createContext<Locale>("fr");
export const i18nContext = createContext<i18n>();
