import { createContext, useContext, type ReactNode } from "react";
import type { Translator } from "./translator.ts";

const TranslationContext = createContext<Translator | null>(null);

/** Hands the page's translator (one per language, see i18n.server.ts) to its components. */
export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslationContext value={translator}>{children}</TranslationContext>;
}

export function useTranslation(): Translator {
  const translator = useContext(TranslationContext);
  if (!translator) throw new Error("useTranslation needs a TranslationProvider above it");
  return translator;
}
