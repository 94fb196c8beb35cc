import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/features/i18n/translation.tsx";
import { NavLink } from "react-router";
import { SITE_LINKS } from "~/features/navigation/links.ts";
import { useLocalizedPath } from "~/features/i18n/use-locale.ts";

/** Small screens: all 13 links in a side drawer that closes when a link is chosen. */
export function MobileDrawer() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
        aria-label={t("a11y.openMenu")}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-ocean-900">{t("a11y.mobileNav")}</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label={t("a11y.closeMenu")}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label={t("a11y.mobileNav")}>
            <ul className="space-y-1">
              {SITE_LINKS.map((link) => (
                <li key={link.key}>
                  <NavLink
                    to={localize(link.path)}
                    end={link.path === "/"}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2 font-medium ${isActive ? "bg-ocean-800 text-white" : "text-slate-800 hover:bg-ocean-50"}`
                    }
                  >
                    {t(`nav.${link.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
