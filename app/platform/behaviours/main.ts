import { startCountdown } from "~/site/home/countdown.client.ts";
import { countdown } from "~/site/home/countdown.behaviour.ts";
import { startLiveUpdates } from "~/site/live/live-updates.client.ts";
import { live } from "~/site/live/live.behaviour.ts";
import { schedule } from "~/site/schedule/schedule.behaviour.ts";
import { showAccountStatus } from "~/site/layout/account-status.client.ts";
import { accountStatus } from "~/site/layout/account-status.behaviour.ts";
import { shareButtons } from "~/site/news/share.client.ts";
import { share } from "~/site/news/share.behaviour.ts";
import { pageToasts, toastCloseButtons } from "~/platform/toast/toast.ts";
import { pageToast, toastRegion } from "~/platform/toast/toast.behaviour.ts";
import { attach } from "./attach.ts";
import { dialogTrigger } from "./dialog.behaviour.ts";
import { dialogs } from "./dialogs.ts";
import { busySubmit } from "./busy-form.behaviour.ts";
import { busyForms, focusFirstInvalidField } from "./forms.ts";
import { menu } from "./menu.behaviour.ts";
import { menus } from "./menus.ts";
import { needsScript } from "./needs-script.behaviour.ts";

/**
 * Every page's script (ADR 013): public pages do not hydrate, so the few things that need the
 * browser are attached here to the server's markup, each as its declaration says (ADR 017).
 * Listeners sit on the document, so parts of the page that are replaced (the live page) keep their
 * behaviour. No page loads the language's strings: a part that writes new text carries its words
 * (the countdown). The schedule's module loads on the schedule only.
 */
async function enhance() {
  attach(menu, menus);
  attach(dialogTrigger, dialogs);
  attach(busySubmit, busyForms);
  focusFirstInvalidField(document);
  attach(share, shareButtons);
  attach(toastRegion, toastCloseButtons);
  attach(needsScript, (element) => {
    element.hidden = false;
  });
  attach(pageToast, pageToasts);
  attach(live, startLiveUpdates);
  attach(countdown, startCountdown);
  attach(accountStatus, (menu) => void showAccountStatus(menu));

  // The schedule's module loads on the schedule only: the other pages need none of it.
  if (document.querySelector(schedule.selector)) {
    const { startSchedule } = await import("~/site/schedule/schedule.client.ts");
    attach(schedule, startSchedule);
  }
}

void enhance();
