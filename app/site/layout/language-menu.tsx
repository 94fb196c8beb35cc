import { Globe } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocation } from "react-router";
import { INTL_TAGS, LANG_COOKIE, LOCALE_NAMES, LOCALES, localizePath, type Locale } from "~/platform/i18n/locales.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { menu } from "~/platform/behaviours/menu.behaviour.ts";

function languageHref(pathname: string, search: string, code: Locale): string {
  const params = new URLSearchParams(search);
  params.set(LANG_COOKIE, code);
  return `${localizePath(pathname, code)}?${params}`;
}

/**
 * The same page in each language. A native disclosure, so it works without JavaScript; the links
 * carry ?lang= so the server stores the choice, and load a full page with that language's strings.
 * The page's script closes it on a click outside or on Escape (app/platform/behaviours/menus.ts).
 */
export function LanguageMenu({ placement = "down" }: { placement?: "down" | "up" }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <details {...menu.attrs()} className="relative" data-testid="language-menu">
      <summary
        className="flex cursor-pointer list-none items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <Globe aria-hidden="true" className="size-4" />
        <span>{locale.toUpperCase()}</span>
        <span className="sr-only"> — {t("language.current", { name: LOCALE_NAMES[locale] })}</span>
      </summary>
      <ul
        className={`absolute right-0 z-50 min-w-40 rounded-md border border-slate-200 bg-white py-1 text-slate-800 shadow-lg ${placement === "up" ? "bottom-full mb-2" : "top-full mt-2"}`}
      >
        {LOCALES.map((code) => (
          <li key={code}>
            <a
              href={languageHref(pathname, search, code)}
              hrefLang={INTL_TAGS[code]}
              lang={code}
              aria-current={code === locale ? "true" : undefined}
              className={`block px-4 py-2 text-sm hover:bg-ocean-50 ${code === locale ? "font-semibold text-ocean-800" : ""}`}
            >
              {LOCALE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
