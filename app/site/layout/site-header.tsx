import { useTranslation } from "~/platform/i18n/translation.tsx";
import { HEADER_LINK_COUNT, HEADER_LINKS_FIRST, LIVE_PATH, SITE_LINKS } from "./links.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { AccountStatus } from "./account-status.tsx";
import { LanguageMenu } from "./language-menu.tsx";
import { MobileDrawer } from "./mobile-drawer.tsx";
import { NavAnchor } from "./nav-anchor.tsx";
import { ResultsMenu } from "./results-menu.tsx";

/** `live`: the Games are under way, and the Live button pulses. */
export function SiteHeader({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <a href={localize("/")} className="flex shrink-0 items-center gap-2 font-bold text-ocean-900">
          <img src="/logo.svg" alt={t("a11y.logoAlt")} width={40} height={40} className="size-10" />
          {/* On a phone the emblem alone: the Live, language and menu buttons need the width. */}
          <span className="hidden whitespace-nowrap text-lg sm:inline">{t("site.name")}</span>
        </a>
        <nav aria-label={t("a11y.mainNav")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {SITE_LINKS.slice(0, HEADER_LINK_COUNT).map((link) => (
              // From 1024 px the links every language has room for; the others from 1280 px.
              <li key={link.key} className={HEADER_LINKS_FIRST.includes(link.key) ? "" : "hidden xl:block"}>
                <NavAnchor
                  to={localize(link.path)}
                  end={link.path === "/"}
                  className={(current) =>
                    `block whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium ${current ? "bg-ocean-800 text-white" : "text-slate-700 hover:bg-ocean-50 hover:text-ocean-900"}`
                  }
                >
                  {t(`nav.${link.key}`)}
                </NavAnchor>
              </li>
            ))}
            <li>
              <ResultsMenu />
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <a
            href={localize(LIVE_PATH)}
            className="inline-flex items-center gap-2 whitespace-nowrap rounded-md bg-red-700 px-2.5 py-1.5 text-sm font-bold text-white hover:bg-red-800 sm:px-3"
          >
            <span aria-hidden="true" data-live-dot className={`size-2 rounded-full bg-white ${live ? "animate-pulse" : ""}`} />
            {t("nav.live")}
            {/* The spoken name starts with the visible word, so voice control finds the link by it. */}
            <span className="sr-only"> — {t("nav.liveLabel")}</span>
          </a>
          <LanguageMenu />
          <AccountStatus />
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}
