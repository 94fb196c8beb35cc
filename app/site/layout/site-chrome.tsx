import { useTranslation } from "~/platform/i18n/translation.tsx";
import { SiteFooter, type FooterContact } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** Header, skip link, main landmark and footer around every public page. */
export function SiteChrome({ live, contact, children }: { live: boolean; contact: FooterContact | undefined; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ocean-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("a11y.skipToContent")}
      </a>
      <SiteHeader live={live} />
      <main id="main" tabIndex={-1} className="pt-16 focus:outline-none">
        {children}
      </main>
      <SiteFooter contact={contact} />
    </>
  );
}
