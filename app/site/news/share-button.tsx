import { Share2 } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";

/**
 * Opens the system's share sheet where the browser has one, otherwise copies the link (share.client.ts).
 * Sharing needs JavaScript, so the button stays hidden until the page's script reveals it.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      hidden
      data-needs-script
      data-share-title={title}
      data-share-url={url}
      data-copied={t("news.linkCopied")}
      data-copy-failed={t("news.copyFailed")}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50"
    >
      <Share2 aria-hidden="true" className="size-4" />
      {t("news.share")}
    </button>
  );
}
