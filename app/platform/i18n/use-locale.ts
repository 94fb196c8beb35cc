import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/platform/ui/root-data.ts";
import { DEFAULT_LOCALE, localizePath, type Locale } from "./locales.ts";

export function useLocale(): Locale {
  return useRouteLoaderData<RootData>("root")?.locale ?? DEFAULT_LOCALE;
}

/** Turns a French (unprefixed) path into the same page in the visitor's language. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
