import { useTranslation } from "~/platform/i18n/translation.tsx";
import { HEADER_LINK_COUNT, LIVE_PATH, SITE_LINKS } from "./links.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { LanguageMenu } from "./language-menu.tsx";
import { MobileDrawer } from "./mobile-drawer.tsx";
import { NavAnchor } from "./nav-anchor.tsx";

export function SiteHeader() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <a href={localize("/")} className="flex shrink-0 items-center gap-2 font-bold text-ocean-900">
          <img src="/logo.svg" alt={t("a11y.logoAlt")} width={40} height={40} className="size-10" />
          <span className="text-lg">{t("site.name")}</span>
        </a>
        <nav aria-label={t("a11y.mainNav")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {SITE_LINKS.slice(0, HEADER_LINK_COUNT).map((link) => (
              <li key={link.key}>
                <NavAnchor
                  to={localize(link.path)}
                  end={link.path === "/"}
                  className={(current) =>
                    `rounded-md px-3 py-2 text-sm font-medium ${current ? "bg-ocean-800 text-white" : "text-slate-700 hover:bg-ocean-50 hover:text-ocean-900"}`
                  }
                >
                  {t(`nav.${link.key}`)}
                </NavAnchor>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <a
            href={localize(LIVE_PATH)}
            className="inline-flex items-center gap-2 rounded-md bg-red-700 px-3 py-1.5 text-sm font-bold text-white hover:bg-red-800"
          >
            <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-white" />
            {t("nav.live")}
            {/* The spoken name starts with the visible word, so voice control finds the link by it. */}
            <span className="sr-only"> — {t("nav.liveLabel")}</span>
          </a>
          <LanguageMenu />
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}
