import { createContext, useContext, type ReactNode } from "react";
import type { i18n as I18n } from "i18next";

const TranslationContext = createContext<I18n | null>(null);

/** Hands the page's i18next instance (one per language, see i18n.server.ts) to its components. */
export function TranslationProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <TranslationContext value={i18n}>{children}</TranslationContext>;
}

/**
 * The instance's own `t`, as is. react-i18next's hook wrapped the instance and built a fixed `t`
 * on every call of every component; that was a fifth of a server render here, for a language that
 * never changes within a page.
 */
export function useTranslation() {
  const i18n = useContext(TranslationContext);
  if (!i18n) throw new Error("useTranslation needs a TranslationProvider above it");
  return { t: i18n.t, i18n };
}
