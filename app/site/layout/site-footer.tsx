import { Mail, MapPin } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { SocialLink } from "~/domain/event/social-links.ts";
import type { InstitutionalLink } from "~/domain/partners/institutional-links.server.ts";
import { FOOTER_QUICK_LINKS, LEGAL_LINKS, OPEN_DATA_PAGE, SITE_LINKS } from "./links.ts";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { ExternalLink } from "~/site/parts/external-link.tsx";
import { LanguageMenu } from "./language-menu.tsx";

const linkClass = "text-ocean-100 underline-offset-4 hover:text-white hover:underline";

/** The committee's address and accounts (the event's facts) and the institutional partners. */
export interface FooterContact {
  email: string;
  social: SocialLink[];
  institutions: InstitutionalLink[];
}

export function SiteFooter({ contact }: { contact: FooterContact | undefined }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <footer className="bg-ocean-900 text-ocean-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-committee">
          <h2 id="footer-committee" className="mb-3 font-semibold text-white">{t("footer.committeeTitle")}</h2>
          <address className="space-y-2 not-italic">
            <p>{t("footer.committeeName")}</p>
            <p className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t("footer.addressLine")}
            </p>
            {contact && (
              <p className="flex items-start gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <a href={`mailto:${contact.email}`} className={linkClass}>{contact.email}</a>
              </p>
            )}
            <p>
              <a href={localize("/contact")} className={linkClass}>{t("footer.contactPage")}</a>
            </p>
          </address>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="mb-3 font-semibold text-white">{t("footer.quickLinks")}</h2>
          <ul className="space-y-2">
            {FOOTER_QUICK_LINKS.map((key) => (
              <li key={key}>
                <a href={localize(SITE_LINKS.find((l) => l.key === key)!.path)} className={linkClass}>{t(`nav.${key}`)}</a>
              </li>
            ))}
            <li>
              <a href={localize(OPEN_DATA_PAGE)} className={linkClass}>{t("openData.name")}</a>
            </li>
          </ul>
        </nav>
        {contact && contact.institutions.length > 0 && (
          <section aria-labelledby="footer-institutional">
            <h2 id="footer-institutional" className="mb-3 font-semibold text-white">{t("footer.institutional")}</h2>
            <ul className="space-y-2">
              {contact.institutions.map((partner) => (
                <li key={partner.href}>
                  <ExternalLink href={partner.href} className={linkClass}>{partner.name}</ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        {contact && contact.social.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="mb-3 font-semibold text-white">{t("footer.social")}</h2>
            <ul className="space-y-2">
              {contact.social.map((social) => (
                <li key={social.network}>
                  <ExternalLink href={social.href} className={linkClass}>{social.network}</ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="border-t border-ocean-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <nav aria-label={t("footer.legalTitle")}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.key}>
                  <a href={localize(link.path)} className={linkClass}>{t(`footer.${link.key}`)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <p>{t("footer.copyright")}</p>
          <div className="rounded-md bg-white">
            <LanguageMenu placement="up" />
          </div>
        </div>
      </div>
    </footer>
  );
}
