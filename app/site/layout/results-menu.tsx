import { ChevronDown } from "lucide-react";
import { useLocation } from "react-router";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { menu } from "~/platform/behaviours/menu.behaviour.ts";
import { RESULTS_LINKS } from "./links.ts";
import { isCurrentPage, NavAnchor } from "./nav-anchor.tsx";

/**
 * "Results" in the header's navigation: a native disclosure with the schedule, the results, the
 * medal table and the live page, so it opens without JavaScript and from the keyboard; the page's
 * script closes it on a click outside or on Escape, like the language menu.
 */
export function ResultsMenu() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  const current = RESULTS_LINKS.some((link) => isCurrentPage(pathname, localize(link.path), false));
  return (
    <details {...menu.attrs()} className="relative" data-testid="results-menu">
      <summary
        className={`flex cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium [&::-webkit-details-marker]:hidden ${current ? "bg-ocean-800 text-white" : "text-slate-700 hover:bg-ocean-50 hover:text-ocean-900"}`}
      >
        {t("nav.results")}
        <ChevronDown aria-hidden="true" className="size-4" />
      </summary>
      <ul className="absolute left-0 top-full z-50 mt-2 min-w-56 rounded-md border border-slate-200 bg-white py-1 text-slate-800 shadow-lg">
        {RESULTS_LINKS.map((link) => (
          <li key={link.key}>
            <NavAnchor
              to={localize(link.path)}
              className={(here) => `block whitespace-nowrap px-4 py-2 text-sm hover:bg-ocean-50 ${here ? "font-semibold text-ocean-800" : ""}`}
            >
              {t(`nav.${link.key}`)}
            </NavAnchor>
          </li>
        ))}
      </ul>
    </details>
  );
}
