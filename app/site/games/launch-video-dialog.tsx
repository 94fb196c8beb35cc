import { CirclePlay } from "lucide-react";
import { useId } from "react";
import { DialogTrigger, ModalDialog } from "~/site/parts/modal-dialog.tsx";
import type { Shown } from "~/domain/content/localized.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { ShownText } from "~/site/parts/shown-text.tsx";

/**
 * The launch video is not published yet, so the button opens a dialog that says so. A button can
 * do nothing without JavaScript: it shows once the page's script runs, and <noscript> carries the message.
 */
export function LaunchVideoDialog({ title, message }: { title: Shown; message: Shown }) {
  const { t } = useTranslation();
  const dialogId = useId();
  const titleId = useId();
  const messageId = useId();
  return (
    <>
      <noscript>
        <p className="mt-8 max-w-3xl rounded-lg bg-white/10 p-4 text-ocean-50">
          <ShownText as="strong" text={title} className="text-white" /> — {message.lang ? <ShownText text={message} /> : message.value}
        </p>
      </noscript>
      <DialogTrigger
        dialogId={dialogId}
        hidden
        className="mt-8 inline-flex items-center gap-2 rounded-md bg-coral-500 px-5 py-3 font-semibold text-slate-950 hover:bg-orange-400"
      >
        <CirclePlay aria-hidden="true" className="size-5" />
        {t("games.video.button")}
      </DialogTrigger>
      <ModalDialog
        id={dialogId}
        labelledBy={titleId}
        describedBy={messageId}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-0 shadow-xl backdrop:bg-slate-900/60"
      >
        <div className="p-6">
          <h2 id={titleId} lang={title.lang} className="text-xl font-bold text-ocean-900">{title.value}</h2>
          <div className="mt-4 flex aspect-video items-center justify-center rounded-lg bg-ocean-900">
            <CirclePlay aria-hidden="true" className="size-16 text-ocean-100" />
          </div>
          <p id={messageId} lang={message.lang} className="mt-4 text-slate-800">{message.value}</p>
          <form method="dialog" className="mt-6 flex justify-end">
            <button className="rounded-md bg-ocean-800 px-4 py-2 font-semibold text-white hover:bg-ocean-900">{t("games.video.close")}</button>
          </form>
        </div>
      </ModalDialog>
    </>
  );
}
