import { showToast } from "~/platform/toast/toast.ts";

async function copyLink(url: string, copied: string, failed: string) {
  try {
    await navigator.clipboard.writeText(url);
    showToast({ kind: "success", title: copied });
  } catch {
    showToast({ kind: "error", title: failed, description: url });
  }
}

/** Share buttons (ShareButton): the system's share sheet, or a copied link where there is none. */
export function enhanceShareButtons(document: Document): void {
  document.addEventListener("click", async (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-share-url]");
    if (!button) return;
    const { shareTitle: title = "", shareUrl: url = "", copied = "", copyFailed = "" } = button.dataset;
    if (typeof navigator.share !== "function") return copyLink(url, copied, copyFailed);
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if ((error as DOMException).name !== "AbortError") await copyLink(url, copied, copyFailed);
    }
  });
}
