import { startCountdown } from "~/site/home/countdown.client.ts";
import { loadPageTranslator } from "~/platform/i18n/client-translator.ts";
import { startLiveUpdates } from "~/site/live/live-updates.client.ts";
import { enhanceShareButtons } from "~/site/news/share.client.ts";
import { showPageToasts } from "~/platform/toast/toast.ts";
import { enhanceDialogs } from "./dialogs.ts";
import { enhanceForms } from "./forms.ts";
import { enhanceMenus } from "./menus.ts";

/**
 * Every page's script (ADR 013): public pages do not hydrate, so the few things that need the
 * browser are attached here to the server's markup. Listeners sit on the document, so parts of the
 * page that are replaced (the live page) keep their behaviour. The language's strings load only
 * where a part writes new text (the countdown, the live status).
 */
async function enhance() {
  enhanceMenus(document);
  enhanceDialogs(document);
  enhanceForms(document, window);
  enhanceShareButtons(document);
  for (const element of document.querySelectorAll<HTMLElement>("[data-needs-script][hidden]")) element.hidden = false;
  showPageToasts(document);

  const countdown = document.querySelector<HTMLElement>("[data-countdown]");
  const live = document.querySelector<HTMLElement>("[data-live]");
  if (!countdown && !live) return;
  const translator = await loadPageTranslator();
  if (countdown) startCountdown(countdown, translator);
  if (live) startLiveUpdates(live, translator);
}

void enhance();
