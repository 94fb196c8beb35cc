import { Share2 } from "lucide-react";
import { useId } from "react";
import { needsScript } from "~/platform/behaviours/needs-script.behaviour.ts";
import { ServerTemplate } from "~/platform/behaviours/server-template.tsx";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { ToastItem } from "~/platform/toast/toaster.tsx";
import { share } from "./share.behaviour.ts";

/**
 * Opens the system's share sheet where the browser has one, otherwise copies the link and says so
 * with one of the two toasts beside it (share.client.ts). Sharing needs JavaScript, so the button
 * stays hidden until the page's script reveals it.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();
  const copied = useId();
  const copyFailed = useId();
  return (
    <>
      <button
        type="button"
        hidden
        {...needsScript.attrs()}
        {...share.attrs({ shareUrl: url, shareTitle: title, shareCopied: copied, shareCopyFailed: copyFailed })}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-ocean-800 hover:bg-ocean-50"
      >
        <Share2 aria-hidden="true" className="size-4" />
        {t("news.share")}
      </button>
      <ServerTemplate id={copied}>
        <ToastItem kind="success" title={t("news.linkCopied")} />
      </ServerTemplate>
      <ServerTemplate id={copyFailed}>
        <ToastItem kind="error" title={t("news.copyFailed")} description={url} />
      </ServerTemplate>
    </>
  );
}
