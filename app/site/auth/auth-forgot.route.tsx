import { useTranslation } from "~/platform/i18n/translation.tsx";
import type { RouteHandle } from "~/platform/page-policy/route-handle.ts";
import { data } from "react-router";
import { busySubmit } from "~/platform/behaviours/busy-form.behaviour.ts";
import type { Route } from "./+types/auth-forgot.route";
import { authActionContext, requestPasswordReset } from "~/domain/auth/auth-actions.server.ts";
import { AuthCard } from "./auth-card.tsx";
import { translatorContext } from "~/platform/i18n/context.ts";
import { pageMeta } from "~/platform/seo/meta.ts";

// Its answers depend on who asks (signed in or not, a reset token): never stored.
export const handle: RouteHandle = { personal: true };

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(translatorContext);
  return { seo: { title: `${t("auth.forgotTitle")} — Tahiti 2027`, description: t("auth.forgotIntro"), noindex: true } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await requestPasswordReset(await request.formData(), authActionContext(request, context));
  return data(result, { status: result.ok ? 200 : result.status });
}

export default function AuthForgot({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const error = actionData && !actionData.ok ? actionData : null;
  return (
    <AuthCard
      title={t("auth.forgotTitle")}
      back={{ to: "/auth", label: t("auth.login") }}
      error={error ? t(error.error === "resetInvalid" ? "auth.resetInvalid" : `auth.errors.${error.error}`) : null}
      notice={actionData?.ok ? t("auth.forgotSent") : null}
    >
      <p className="text-slate-700">{t("auth.forgotIntro")}</p>
      <form method="post" className="space-y-4">
        <div>
          <label htmlFor="email" className="block font-semibold text-slate-800">{t("auth.email")}</label>
          <input id="email" name="email" type="email" required autoComplete="email" defaultValue={error?.email} aria-invalid={error ? true : undefined} aria-describedby={error ? "auth-error" : undefined} className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2" />
        </div>
        <button type="submit" {...busySubmit.attrs({ busyLabel: t("auth.sending") })} className="w-full rounded-md bg-ocean-800 px-4 py-2.5 font-semibold text-white hover:bg-ocean-900 aria-disabled:cursor-wait aria-disabled:opacity-70">
          {t("auth.sendLink")}
        </button>
      </form>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);
