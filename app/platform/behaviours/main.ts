import { startCountdown } from "~/site/home/countdown.client.ts";
import { countdown } from "~/site/home/countdown.behaviour.ts";
import { startLiveUpdates } from "~/site/live/live-updates.client.ts";
import { live } from "~/site/live/live.behaviour.ts";
import { schedule } from "~/site/schedule/schedule.behaviour.ts";
import { favouritesFilter, favouriteToggle } from "~/site/favourites/favourites.behaviour.ts";
import { offlinePage } from "~/platform/offline/offline.behaviour.ts";
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
 * (the countdown). The schedule's, the favourites' and the offline pages' modules load only on the
 * pages that have their markup.
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

  const [scheduled, starred, kept] = await Promise.all([
    document.querySelector(schedule.selector) && import("~/site/schedule/schedule.client.ts"),
    document.querySelector(`${favouriteToggle.selector}, ${favouritesFilter.selector}`) && import("~/site/favourites/favourites.client.ts"),
    document.querySelector(offlinePage.selector) && import("~/platform/offline/offline.client.ts"),
  ]);
  if (scheduled) attach(schedule, scheduled.startSchedule);
  if (starred) {
    attach(favouriteToggle, starred.favouriteToggles);
    starred.startFavourites();
    attach(favouritesFilter, starred.startFavouritesFilter);
  }
  if (kept) attach(offlinePage, kept.keepPageOffline);
}

void enhance();
