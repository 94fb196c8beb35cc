import { useTranslation } from "~/platform/i18n/translation.tsx";
import { Form } from "react-router";
import type { Route } from "./+types/account.route";
import { BACK_OFFICE, requireRole } from "~/domain/auth/guard.server.ts";
import { translatorContext } from "~/platform/i18n/context.ts";
import { servicesContext } from "~/services.server.ts";
import { CodeField } from "./code-field.tsx";
import { QrCode } from "./qr-code.tsx";
import { runAccountAction, twoFactorContext, twoFactorStatus, type AccountIntent, type AccountResult } from "~/domain/two-factor/two-factor.server.ts";
import { TextField } from "~/platform/forms/field.tsx";
import { FormAlert, FormNotice } from "~/platform/forms/form-alert.tsx";
import { fieldsOf } from "~/platform/forms/form-result.ts";
import { useFocusFirstError, useSubmitting } from "~/admin/layout/form-hooks.ts";
import { SubmitButton } from "~/platform/forms/submit-button.tsx";
import { displayNameOf, saveDisplayName } from "~/domain/auth/display-name.server.ts";
import { DISPLAY_NAME_MAX, type DisplayNameResult } from "~/domain/auth/display-name.ts";
import { formResponse } from "~/platform/forms/form-result.server.ts";
import { authActionContext, signOutEverywhere, type SignOutEverywhereResult } from "~/domain/auth/auth-actions.server.ts";
import { SignOutEverywhere } from "~/platform/ui/sign-out-everywhere.tsx";

const DONE = ["enabled", "regenerated", "disabled"] as const;
type Done = (typeof DONE)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, BACK_OFFICE);
  const { auth, database, env } = context.get(servicesContext);
  const { t } = context.get(translatorContext);
  const done = new URL(request.url).searchParams.get("done");
  return {
    displayName: await displayNameOf(database.db, user.id),
    status: await twoFactorStatus(auth, database.db, user),
    required: env.STAFF_TWO_FACTOR === "required",
    done: (DONE as readonly (string | null)[]).includes(done) ? (done as Done) : null,
    title: `${t("twoFactor.accountTitle")} — ${t("admin.metaTitle")}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, context, BACK_OFFICE);
  const form = await request.formData();
  if (form.get("intent") === "profile") {
    const result = await saveDisplayName(context.get(servicesContext).database.db, user, form);
    return formResponse(result);
  }
  if (form.get("intent") === "signout-everywhere") return signOutEverywhere(authActionContext(request, context), user, "/admin/login");
  const required = context.get(servicesContext).env.STAFF_TWO_FACTOR === "required";
  return runAccountAction(form, twoFactorContext(request, context), user, required);
}

const NOTICE = { enabled: "twoFactor.enabledNotice", regenerated: "twoFactor.regeneratedNotice", disabled: "twoFactor.disabledNotice" } as const;

/** One of the page's password-confirmed forms; `result` is the last answer to this form only. */
function PasswordForm({ intent, text, button, result, danger }: { intent: AccountIntent; text: string; button: string; result: AccountResult | null; danger?: boolean }) {
  const { t } = useTranslation();
  const busy = useSubmitting(intent);
  const form = useFocusFirstError(result);
  return (
    <Form ref={form} method="post" noValidate className="mt-3 space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <p className="text-slate-700">{text}</p>
      <FormAlert result={result} />
      <div className="max-w-sm">
        <TextField field={fieldsOf(result, { prefix: intent })("password")} label={t("auth.password")} type="password" required autoComplete="current-password" />
      </div>
      <SubmitButton label={button} busy={busy} variant={danger ? "danger" : "primary"} />
    </Form>
  );
}

function ConfirmForm({ result }: { result: AccountResult | null }) {
  const { t } = useTranslation();
  const busy = useSubmitting("confirm");
  const form = useFocusFirstError(result);
  return (
    <Form ref={form} method="post" noValidate className="mt-2 space-y-3">
      <input type="hidden" name="intent" value="confirm" />
      <p className="text-slate-700">{t("twoFactor.confirmText")}</p>
      <FormAlert result={result} />
      <div className="max-w-sm">
        <CodeField field={fieldsOf(result, { prefix: "confirm" })("code")} label={t("twoFactor.code")} kind="totp" />
      </div>
      <SubmitButton label={t("twoFactor.confirm")} busy={busy} />
    </Form>
  );
}

/** The name the staff member's articles are signed with. */
function DisplayNameForm({ displayName, result }: { displayName: string; result: DisplayNameResult | null }) {
  const { t } = useTranslation();
  const busy = useSubmitting("profile");
  const form = useFocusFirstError(result);
  const field = fieldsOf(result, { initial: { displayName } });
  return (
    <section aria-labelledby="display-name-title" className="mt-8">
      <h2 id="display-name-title" className="text-2xl font-bold text-slate-900">{t("twoFactor.displayNameTitle")}</h2>
      <Form ref={form} method="post" noValidate className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="profile" />
        {result?.ok && result.notice && <FormNotice text={t("twoFactor.displayNameSaved")} />}
        <div className="max-w-sm">
          <TextField field={field("displayName")} label={t("twoFactor.displayName")} hint={t("twoFactor.displayNameHint")} required maxLength={DISPLAY_NAME_MAX} autoComplete="name" />
        </div>
        <SubmitButton label={t("twoFactor.displayNameSave")} busy={busy} />
      </Form>
    </section>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { status, required, done, displayName } = loaderData;
  const resultOf = (intent: AccountIntent) => (actionData?.intent === intent ? (actionData as AccountResult) : null);
  const stateLabel = status.state === "on" ? t("twoFactor.statusOn") : status.state === "pending" ? t("twoFactor.statusPending") : t("twoFactor.statusOff");
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold text-ocean-900">{t("twoFactor.accountTitle")}</h1>
      {done && <FormNotice text={t(NOTICE[done])} className="mt-4" />}
      {required && status.state !== "on" && (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">{t("twoFactor.required")}</p>
      )}
      <DisplayNameForm displayName={displayName} result={actionData?.intent === "profile" ? (actionData as DisplayNameResult) : null} />
      <section aria-labelledby="two-factor-title" className="mt-8">
        <h2 id="two-factor-title" className="text-2xl font-bold text-slate-900">{t("twoFactor.sectionTitle")}</h2>
        <p className="mt-2 text-slate-800">
          {t("twoFactor.statusLabel")} <strong data-two-factor-state={status.state}>{stateLabel}</strong>
        </p>
        <p className="mt-2 text-slate-700">{t("twoFactor.intro")}</p>

        {status.state === "off" && <PasswordForm intent="start" text={t("twoFactor.startText")} button={t("twoFactor.enable")} result={resultOf("start")} />}

        {status.state === "pending" && (
          <div className="mt-6 space-y-8">
            <div>
              <h3 className="text-xl font-bold text-slate-900">{t("twoFactor.scanTitle")}</h3>
              <p className="mt-2 text-slate-700">{t("twoFactor.scanText")}</p>
              <div className="mt-4">
                <QrCode size={status.qr.size} path={status.qr.path} label={t("twoFactor.qrLabel")} />
              </div>
              <p className="mt-4 text-slate-700" id="manual-key-label">{t("twoFactor.manualLabel")}</p>
              <p className="mt-1">
                <code aria-labelledby="manual-key-label" data-secret={status.secret} className="inline-block rounded-md bg-slate-100 px-3 py-2 font-mono text-base break-all text-slate-900">
                  {status.secret.match(/.{1,4}/g)?.join(" ")}
                </code>
              </p>
            </div>
            <div>
              <h3 className="text-xl font-bold text-slate-900">{t("twoFactor.confirmTitle")}</h3>
              <ConfirmForm result={resultOf("confirm")} />
            </div>
          </div>
        )}

        {status.state === "on" && (
          <div className="mt-6 space-y-8">
            {status.recoveryCodes && (
              <div className="rounded-md border border-slate-300 p-4">
                <h3 className="text-xl font-bold text-slate-900">{t("twoFactor.recoveryTitle")}</h3>
                <p className="mt-2 text-slate-700">{t("twoFactor.recoveryText")}</p>
                <ul aria-label={t("twoFactor.recoveryTitle")} className="mt-4 grid grid-cols-1 gap-2 font-mono text-lg min-[22rem]:grid-cols-2">
                  {status.recoveryCodes.map((code) => (
                    <li key={code} data-recovery-code={code} className="rounded bg-slate-100 px-3 py-1 text-center text-slate-900">{code}</li>
                  ))}
                </ul>
              </div>
            )}
            <p className="text-slate-800">{t("twoFactor.recoveryLeft", { count: status.recoveryCodesLeft })}</p>
            <div>
              <h3 className="text-xl font-bold text-slate-900">{t("twoFactor.regenerateTitle")}</h3>
              <PasswordForm intent="regenerate" text={t("twoFactor.regenerateText")} button={t("twoFactor.regenerate")} result={resultOf("regenerate")} />
            </div>
            <div>
              <h3 className="text-xl font-bold text-slate-900">{t("twoFactor.disableTitle")}</h3>
              {required ? (
                <p className="mt-2 text-slate-700">{t("twoFactor.errors.disableRequired")}</p>
              ) : (
                <PasswordForm intent="disable" text={t("twoFactor.disableText")} button={t("twoFactor.disable")} result={resultOf("disable")} danger />
              )}
            </div>
          </div>
        )}
      </section>
      <SignOutEverywhere result={actionData?.intent === "signout-everywhere" ? (actionData as SignOutEverywhereResult) : null} className="mt-8" />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
