import { useTranslation } from "~/platform/i18n/translation.tsx";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login.route";
import { authActionContext, signIn } from "~/domain/auth/auth-actions.server.ts";
import { STAFF } from "~/domain/auth/guard.server.ts";
import { signedInUser } from "~/domain/auth/session.server.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";

const DASHBOARD = "/admin/dashboard";

export const handle: RouteHandle = { hydrate: true, personal: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await signedInUser(request, context);
  if (user && STAFF.includes(user.role)) throw redirect(DASHBOARD);
  return { title: context.get(translatorContext).t("admin.metaTitle") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  form.set("redirectTo", DASHBOARD);
  const result = await signIn(form, authActionContext(request, context));
  if (result instanceof Response || result.ok) return result;
  return data(result, { status: result.status });
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const error = actionData && !actionData.ok ? actionData : null;
  return (
    <main id="main" className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-3xl font-bold text-ocean-900">{t("admin.loginTitle")}</h1>
      {error && (
        <p id="admin-login-error" role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {error.error === "loginFailed" ? t("admin.loginFailed") : t(`auth.errors.${error.error}`)}
        </p>
      )}
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="login" />
        <div>
          <label htmlFor="email" className="block font-semibold text-slate-800">{t("auth.email")}</label>
          <input id="email" name="email" type="email" required autoComplete="email" defaultValue={error?.email} aria-invalid={error?.field === "email" || undefined} aria-describedby={error ? "admin-login-error" : undefined} className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2" />
        </div>
        <div>
          <label htmlFor="password" className="block font-semibold text-slate-800">{t("auth.password")}</label>
          <input id="password" name="password" type="password" required autoComplete="current-password" aria-invalid={error?.field === "password" || undefined} aria-describedby={error ? "admin-login-error" : undefined} className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2" />
        </div>
        <button type="submit" disabled={busy} className="w-full rounded-md bg-ocean-800 px-4 py-2.5 font-semibold text-white hover:bg-ocean-900 disabled:opacity-70">
          {busy ? t("auth.loggingIn") : t("auth.login")}
        </button>
      </Form>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
