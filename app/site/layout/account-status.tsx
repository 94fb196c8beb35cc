import { CircleUserRound, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { menu } from "~/platform/behaviours/menu.behaviour.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { useLocalizedPath } from "~/platform/i18n/use-locale.ts";
import { accountStatus } from "./account-status.behaviour.ts";

// Stands for the email in the translated sentence: the sentence is cut there.
const EMAIL_MARK = "\u{E000}";

/** "Signed in: {{email}}" in the visitor's language, with `email` (an element) in the email's place. */
export function SignedInSentence({ email, className }: { email: ReactNode; className?: string }) {
  const { t } = useTranslation();
  const [before, after] = t("auth.signedInAs", { email: EMAIL_MARK }).split(EMAIL_MARK);
  return (
    <p className={className}>
      {before}
      {email}
      {after}
    </p>
  );
}

/** Who is signed in, the way to their account page, and a sign-out button that brings them back to this page. */
function SignedInAs() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { pathname, search } = useLocation();
  return (
    <>
      <SignedInSentence email={<strong {...accountStatus.part("accountEmail")} className="block font-semibold wrap-anywhere text-slate-900" />} />
      <a href={localize("/auth")} className="mt-2 block font-semibold text-ocean-700 underline underline-offset-4">{t("auth.manageAccount")}</a>
      <form method="post" action={localize("/auth")} className="mt-3">
        <input type="hidden" name="intent" value="signout" />
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <button type="submit" className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-ocean-800 px-3 py-2 font-semibold text-white hover:bg-ocean-900">
          <LogOut aria-hidden="true" className="size-4" />
          {t("auth.signOut")}
        </button>
      </form>
    </>
  );
}

/**
 * The signed-in visitor's account: a menu in the header, at every width. The page is the same for
 * every visitor, so it is rendered hidden and without the email; account-status.client.ts shows it
 * to a signed-in visitor. Signing out is a POST to /auth, which the server's same-origin check guards
 * like every form of the site.
 */
export function AccountStatus() {
  const { t } = useTranslation();
  return (
    <details {...menu.attrs()} {...accountStatus.attrs()} hidden className="relative" data-testid="account-menu">
      <summary
        aria-label={t("auth.accountMenu")}
        className="flex cursor-pointer list-none items-center rounded-full p-1 text-ocean-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <CircleUserRound aria-hidden="true" className="size-6" />
      </summary>
      <div className="absolute right-0 top-full z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-lg">
        <SignedInAs />
      </div>
    </details>
  );
}
