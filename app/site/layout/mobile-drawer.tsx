import { Menu, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { RESULTS_LINKS, SITE_LINKS } from "./links.ts";
import { DialogTrigger, ModalDialog } from "~/site/parts/modal-dialog.tsx";
import { NavAnchor } from "./nav-anchor.tsx";

const drawerLink = (current: boolean) => `block rounded-md px-3 py-2 font-medium ${current ? "bg-ocean-800 text-white" : "text-slate-800 hover:bg-ocean-50"}`;

/**
 * Below 1280 px, where the header shows only some links: all 13 links and the results pages in a
 * side drawer that closes when a link is chosen.
 */
export function MobileDrawer() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const dialogId = useId();
  const titleId = useId();
  const resultsId = useId();
  return (
    <>
      <DialogTrigger dialogId={dialogId} label={t("a11y.openMenu")} className="rounded-md p-2 text-slate-700 hover:bg-slate-100 xl:hidden">
        <Menu aria-hidden="true" className="size-6" />
      </DialogTrigger>
      <ModalDialog
        id={dialogId}
        labelledBy={titleId}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-72 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
      >
        <div className="flex h-full flex-col overflow-y-auto p-4">
          <div className="mb-4 flex items-center justify-between">
            <h2 id={titleId} className="text-lg font-semibold text-ocean-900">{t("a11y.mobileNav")}</h2>
            <form method="dialog">
              <button className="rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label={t("a11y.closeMenu")}>
                <X aria-hidden="true" className="size-5" />
              </button>
            </form>
          </div>
          <nav aria-label={t("a11y.mobileNav")}>
            <ul className="space-y-1">
              {SITE_LINKS.map((link) => (
                <li key={link.key}>
                  <NavAnchor to={localize(link.path)} end={link.path === "/"} className={drawerLink}>
                    {t(`nav.${link.key}`)}
                  </NavAnchor>
                </li>
              ))}
            </ul>
            <h3 id={resultsId} className="mt-4 mb-1 px-3 text-sm font-semibold text-slate-600">{t("nav.results")}</h3>
            <ul aria-labelledby={resultsId} className="space-y-1">
              {RESULTS_LINKS.map((link) => (
                <li key={link.key}>
                  <NavAnchor to={localize(link.path)} className={drawerLink}>
                    {t(`nav.${link.key}`)}
                  </NavAnchor>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </ModalDialog>
    </>
  );
}
