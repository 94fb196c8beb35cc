import type { Messages } from "~/locales/fr.ts";
import type { Locale } from "./locales.ts";

/** Client side: load only the visitor's language, as its own cached chunk. */
export const loadMessages: Record<Locale, () => Promise<Messages>> = {
  fr: () => import("~/locales/fr.ts").then((m) => m.fr),
  en: () => import("~/locales/en.ts").then((m) => m.en),
  es: () => import("~/locales/es.ts").then((m) => m.es),
  pt: () => import("~/locales/pt.ts").then((m) => m.pt),
  zh: () => import("~/locales/zh.ts").then((m) => m.zh),
  ja: () => import("~/locales/ja.ts").then((m) => m.ja),
};
