import { useTranslation } from "~/platform/i18n/translation.tsx";

/** A link to another site: new tab, no opener, and said so to screen readers. */
export function ExternalLink({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t("a11y.external")}</span>
    </a>
  );
}
