import { LogOut } from "lucide-react";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { Form, Link, NavLink } from "react-router";
import type { SignedInUser } from "~/domain/auth/session.server.ts";
import { STAFF } from "../../../vocabulary/roles.ts";

/** The back office's header: sections, the signed-in email and sign-out. */
export function AdminHeader({ user }: { user: SignedInUser | null }) {
  const { t } = useTranslation();
  const link = ({ isActive }: { isActive: boolean }) =>
    `block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-white text-ocean-900" : "text-ocean-50 hover:bg-ocean-800"}`;
  return (
    <header className="bg-ocean-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <Link to="/admin/dashboard" className="text-lg font-bold">{t("admin.title")}</Link>
        {user && (
          <nav aria-label={t("admin.title")}>
            <ul className="flex flex-wrap gap-1">
              <li><NavLink to="/admin/dashboard" className={link}>{t("admin.dashboard")}</NavLink></li>
              {STAFF.includes(user.role) && (
                <>
                  <li><NavLink to="/admin/news" className={link}>{t("admin.sectionNews")}</NavLink></li>
                  <li><NavLink to="/admin/results" className={link}>{t("admin.sectionResults")}</NavLink></li>
                  <li><NavLink to="/admin/schedule" className={link}>{t("adminSchedule.title")}</NavLink></li>
                  <li><NavLink to="/admin/content" className={link}>{t("adminContent.section")}</NavLink></li>
                  <li><NavLink to="/admin/media" className={link}>{t("admin.sectionMedia")}</NavLink></li>
                  <li><NavLink to="/admin/inbox" className={link}>{t("adminInbox.section")}</NavLink></li>
                </>
              )}
              {user.role === "admin" && <li><NavLink to="/admin/users" className={link}>{t("admin.users")}</NavLink></li>}
              {user.role === "admin" && <li><NavLink to="/admin/audit" className={link}>{t("adminAudit.section")}</NavLink></li>}
            </ul>
          </nav>
        )}
        <div className="ml-auto flex flex-wrap items-center gap-3 text-sm">
          <Link to="/" reloadDocument className="text-ocean-50 underline-offset-4 hover:underline">{t("admin.backToSite")}</Link>
          {user && (
            <>
              <span>{t("admin.signedInAs", { email: user.email })}</span>
              <NavLink to="/admin/account" className={link}>{t("twoFactor.account")}</NavLink>
              <Form method="post" action="/auth" reloadDocument>
                <input type="hidden" name="intent" value="signout" />
                <button type="submit" className="inline-flex items-center gap-1.5 rounded-md border border-ocean-100 px-3 py-1.5 font-semibold hover:bg-ocean-800">
                  <LogOut aria-hidden="true" className="size-4" />
                  {t("admin.signOut")}
                </button>
              </Form>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
