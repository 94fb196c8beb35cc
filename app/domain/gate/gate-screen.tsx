import { Lock, Mail } from "lucide-react";
import { CONTACT_EMAIL } from "~/content/event.ts";

export type GateNotice = "wrong-password" | "too-many-attempts" | null;

const NOTICES = {
  "wrong-password": { title: "Mot de passe incorrect", description: "Veuillez vérifier votre mot de passe" },
  "too-many-attempts": {
    title: "Trop de tentatives",
    description: "Trop de mots de passe incorrects depuis votre connexion. Réessayez dans une minute.",
  },
} as const;

export const GATE_AUTHOR = "l'équipe du site Tahiti 2027";

/**
 * The access gate, in French as the specification shows it. A plain form with no JavaScript: the
 * server checks the password and the notice is rendered as a toast that fades by itself.
 */
export function GateScreen({ cssHref, notice }: { cssHref: string; notice: GateNotice }) {
  const message = notice ? NOTICES[notice] : null;
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
            <form method="post" className="mt-6 space-y-3">
              <input type="hidden" name="intent" value="unlock-gate" />
              <label htmlFor="gate-password" className="block font-semibold">
                Mot de passe d'accès
              </label>
              <input
                id="gate-password"
                name="password"
                type="password"
                required
                autoComplete="current-password"
                placeholder="Mot de passe d'accès"
                aria-describedby={message ? "gate-notice" : undefined}
                aria-invalid={notice === "wrong-password" ? true : undefined}
                autoFocus
                className="block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900"
              />
              <button type="submit" className="w-full rounded-md bg-ocean-800 px-4 py-2.5 font-semibold text-white hover:bg-ocean-900">
                Accéder au site
              </button>
            </form>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-md border border-ocean-800 px-4 py-2.5 font-semibold text-ocean-800 hover:bg-ocean-50"
            >
              <Mail aria-hidden="true" className="size-4" />
              Contact
            </a>
          </section>
        </main>
        <footer className="border-t border-ocean-700 py-6 text-center text-sm text-ocean-50">
          © 2024 Tahiti 2027 — {GATE_AUTHOR}
        </footer>
        <section aria-label="Notifications" className="fixed right-4 bottom-4 z-50">
          {message && (
            <div
              id="gate-notice"
              role="alert"
              data-testid="gate-toast"
              className="gate-toast w-80 rounded-lg border border-red-800 bg-red-700 p-4 text-left text-white shadow-xl"
            >
              <p className="font-semibold">{message.title}</p>
              <p className="mt-1 text-sm">{message.description}</p>
            </div>
          )}
        </section>
      </body>
    </html>
  );
}
