import { ACCOUNT_HINT_COOKIE, ACCOUNT_STATUS_PATH } from "~/domain/auth/account-hint.ts";
import { accountStatus } from "./account-status.behaviour.ts";

/**
 * Shows the account menu when someone is signed in. Only a visitor with the account hint asks the
 * server who it is; a hint the server no longer backs (the session ended elsewhere) is dropped, so
 * the question is not asked again on every page.
 */
export async function showAccountStatus(menu: HTMLElement): Promise<void> {
  if (!document.cookie.split("; ").includes(`${ACCOUNT_HINT_COOKIE}=1`)) return;
  try {
    const response = await fetch(ACCOUNT_STATUS_PATH, { cache: "no-store" });
    if (!response.ok) return;
    const { email } = (await response.json()) as { email: string | null };
    if (!email) {
      document.cookie = `${ACCOUNT_HINT_COOKIE}=; Max-Age=0; Path=/`;
      return;
    }
    const shown = menu.querySelector<HTMLElement>(accountStatus.select("accountEmail"));
    if (shown) shown.textContent = email;
    menu.hidden = false;
  } catch {
    // Offline or the server busy: the page stays as it was served, without the menu.
  }
}
