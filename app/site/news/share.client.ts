import type { Handlers } from "~/platform/behaviours/behaviour.ts";
import { raiseToast } from "~/platform/toast/toast.ts";
import { share } from "./share.behaviour.ts";

async function copyLink(url: string, copied: string, failed: string) {
  try {
    await navigator.clipboard.writeText(url);
    raiseToast(document.getElementById(copied));
  } catch {
    raiseToast(document.getElementById(failed));
  }
}

/** Share buttons: the system's share sheet, or a copied link where there is none. */
export const shareButtons: Handlers<typeof share> = {
  async click(event) {
    const button = share.closest(event.target);
    if (!button) return;
    const { shareUrl: url, shareTitle: title, shareCopied: copied, shareCopyFailed: failed } = share.read(button);
    if (typeof navigator.share !== "function") return copyLink(url, copied, failed);
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if ((error as DOMException).name !== "AbortError") await copyLink(url, copied, failed);
    }
  },
};
