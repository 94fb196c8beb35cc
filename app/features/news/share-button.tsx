import { Share2 } from "lucide-react";
import { useHydrated } from "~/components/use-hydrated.ts";
import { useTranslation } from "~/features/i18n/translation.tsx";
import { showToast } from "~/features/toast/toast.ts";

/**
 * Opens the system's share sheet where the browser has one, otherwise copies the link. Sharing needs
 * JavaScript, so the button only appears once the page is hydrated rather than sitting there dead.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) return null;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ kind: "success", title: t("news.linkCopied") });
    } catch {
      showToast({ kind: "error", title: t("news.copyFailed"), description: url });
    }
  }

  async function share() {
    if (typeof navigator.share !== "function") return copyLink();
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if ((error as DOMException).name !== "AbortError") await copyLink();
    }
  }

  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50"
    >
      <Share2 aria-hidden="true" className="size-4" />
      {t("news.share")}
    </button>
  );
}
