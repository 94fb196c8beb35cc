import { Lock, Mail } from "lucide-react";
import { TextField } from "~/platform/forms/field.tsx";
import { fieldsOf, formFailure, type FormResult } from "~/platform/forms/form-result.ts";
import { SubmitButton } from "~/platform/forms/submit-button.tsx";
import { translatorFor } from "~/platform/i18n/i18n.server.ts";
import { TranslationProvider } from "~/platform/i18n/translation.tsx";

/** What the gate answers a password with; the password never comes back. */
export type GateResult = FormResult<"password">;

export const WRONG_PASSWORD: GateResult = { ok: false, fieldErrors: { password: "gate.errors.wrongPassword" }, values: {} };
export const TOO_MANY_ATTEMPTS: GateResult = formFailure("gate.errors.tooManyAttempts");

/** The toast's second line under each refusal. */
const TOAST_DESCRIPTIONS = {
  "gate.errors.wrongPassword": "gate.errors.wrongPasswordHelp",
  "gate.errors.tooManyAttempts": "gate.errors.tooManyAttemptsHelp",
} as const;

const FRENCH = translatorFor("fr");

export const GATE_AUTHOR = "l'équipe du site Tahiti 2027";

/**
 * The access gate, in French as the specification shows it. A plain form with no JavaScript: the
 * server checks the password and the refusal is rendered as a toast that fades by itself, a wrong
 * password also next to the field.
 */
export function GateScreen({ cssHref, result, contactEmail }: { cssHref: string; result: GateResult | null; contactEmail: string | undefined }) {
  const { t } = FRENCH;
  const refusal = result && !result.ok ? (result.formError ?? result.fieldErrors.password) : undefined;
  const toast = refusal === "gate.errors.wrongPassword" || refusal === "gate.errors.tooManyAttempts" ? { title: t(refusal), description: t(TOAST_DESCRIPTIONS[refusal]) } : null;
  return (
    <html lang="fr" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>Accès restreint — Tahiti 2027</title>
        <meta name="description" content="Site en préparation, accès réservé." />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={cssHref} />
      </head>
      <body className="flex min-h-screen flex-col bg-ocean-900 text-white antialiased">
        <header className="border-b border-ocean-700">
          <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-4">
            <img src="/logo.svg" alt="" width={40} height={40} className="size-10" />
            <span className="text-lg font-bold">Tahiti 2027</span>
            <span className="ml-auto rounded-full border border-ocean-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-ocean-50">
              Projet indépendant
            </span>
          </div>
        </header>
        <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col items-center px-4 py-12 text-center">
          <p className="font-semibold uppercase tracking-widest text-ocean-100">XVIIIes Jeux du Pacifique</p>
          <h1 className="mt-2 text-5xl font-extrabold sm:text-6xl">Tahiti 2027</h1>
          <section aria-labelledby="gate-info" className="mt-10 w-full max-w-xl rounded-xl bg-white p-6 text-left text-slate-800 shadow-lg">
            <h2 id="gate-info" className="flex items-center gap-2 text-lg font-bold text-ocean-900">
              <Lock aria-hidden="true" className="size-5" />
              Site en cours de développement — accès restreint
            </h2>
            <p className="mt-3">
              Ce site est un projet d'information indépendant et non officiel. Les informations officielles sur les Jeux
              sont publiées par le comité d'organisation (COJ Tahiti 2027).
            </p>
            <TranslationProvider translator={FRENCH}>
              <form method="post" className="mt-6 space-y-3">
                <input type="hidden" name="intent" value="unlock-gate" />
                <TextField
                  field={fieldsOf(result, { prefix: "gate" })("password")}
                  label="Mot de passe d'accès"
                  type="password"
                  required
                  autoComplete="current-password"
                  placeholder="Mot de passe d'accès"
                  autoFocus
                />
                {/* The gate loads no script: nothing to say while it is busy. */}
                <SubmitButton label="Accéder au site" wide />
              </form>
            </TranslationProvider>
            {contactEmail && (
              <a
                href={`mailto:${contactEmail}`}
                className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-md border border-ocean-800 px-4 py-2.5 font-semibold text-ocean-800 hover:bg-ocean-50"
              >
                <Mail aria-hidden="true" className="size-4" />
                Contact
              </a>
            )}
          </section>
        </main>
        <footer className="border-t border-ocean-700 py-6 text-center text-sm text-ocean-50">
          © 2024 Tahiti 2027 — {GATE_AUTHOR}
        </footer>
        <section aria-label="Notifications" className="fixed right-4 bottom-4 z-50">
          {toast && (
            <div role="alert" data-testid="gate-toast" className="gate-toast w-80 rounded-lg border border-red-800 bg-red-700 p-4 text-left text-white shadow-xl">
              <p className="font-semibold">{toast.title}</p>
              <p className="mt-1 text-sm">{toast.description}</p>
            </div>
          )}
        </section>
      </body>
    </html>
  );
}
