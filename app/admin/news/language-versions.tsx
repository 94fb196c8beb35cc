import { CircleAlert, History } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/platform/i18n/translation.tsx";
import { LOCALE_NAMES } from "~/platform/i18n/locales.ts";
import { languageName } from "~/platform/i18n/format.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import type { LanguageState } from "./language-states.ts";

/** Where a story's version in a language is edited: the story's own form for its source language. */
export function versionHref(storyId: number, state: LanguageState): string {
  return state.source ? `/admin/news/${storyId}/edit` : `/admin/news/${storyId}/translations/${state.locale}`;
}

const STATUS_CLASS: Record<LanguageState["status"], string> = {
  published: "border-green-700 bg-green-100 text-green-900",
  draft: "border-slate-500 bg-slate-100 text-slate-900",
  scheduled: "border-sky-700 bg-sky-50 text-sky-950",
  missing: "border-dashed border-slate-500 bg-white text-slate-700",
};

/** What a chip says about its language, in words: its status, out of date, the original. */
function useStateWords() {
  const { t } = useTranslation();
  return (state: LanguageState) =>
    [t(`adminNews.versionStatus.${state.status}`), state.outdated && t("adminNews.versionOutdated"), state.source && t("adminNews.versionSource")].filter(Boolean).join(", ");
}

/** One language of a story as a small link: its code, coloured by status, its state in words for screen readers. */
export function LanguageChip({ storyId, state, title }: { storyId: number; state: LanguageState; /** The story's title, for the link's name. */ title: string }) {
  const words = useStateWords();
  const { t } = useTranslation();
  return (
    <Link
      to={versionHref(storyId, state)}
      className={`inline-flex min-h-8 min-w-11 items-center justify-center gap-1 rounded-full border px-2 text-xs font-bold uppercase ${state.outdated ? "border-amber-700 bg-amber-100 text-amber-950" : STATUS_CLASS[state.status]}`}
    >
      {state.locale}
      {state.outdated && <CircleAlert aria-hidden="true" className="size-3.5" />}
      <span className="sr-only normal-case">
        {" "}
        {LOCALE_NAMES[state.locale]} : {words(state)} — {t("adminNews.onArticle", { title })}
      </span>
    </Link>
  );
}

/** The story's six languages above its forms: each one's state, a link to its form, the one open marked. */
export function LanguageVersions({ storyId, languages, current }: { storyId: number; languages: LanguageState[]; current: string | undefined }) {
  const { t } = useTranslation();
  const words = useStateWords();
  const uiLocale = useLocale();
  const open = languages.find((state) => state.locale === current);
  return (
    <nav aria-label={t("adminNews.versionsNav")} className="mt-6 max-w-3xl">
      <ul className="flex flex-wrap gap-2">
        {languages.map((state) => {
          const open = state.locale === current;
          return (
            <li key={state.locale}>
              <Link
                to={versionHref(storyId, state)}
                aria-current={open ? "page" : undefined}
                className={`flex min-h-11 flex-col justify-center rounded-lg border px-3 py-1 text-sm ${state.outdated ? "border-amber-700 bg-amber-50" : STATUS_CLASS[state.status]} ${open ? "ring-2 ring-ocean-700 ring-offset-2" : "hover:underline"}`}
              >
                <span lang={state.locale} className="font-semibold">
                  {LOCALE_NAMES[state.locale]}
                </span>
                <span className="inline-flex items-center gap-1 text-xs">
                  {state.outdated && <CircleAlert aria-hidden="true" className="size-3.5 text-amber-800" />}
                  {words(state)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {open && open.status !== "missing" && (
        <p className="mt-3">
          <Link to={`/admin/news/${storyId}/history/${open.locale}`} className="inline-flex items-center gap-1.5 font-semibold text-ocean-700 underline">
            <History aria-hidden="true" className="size-4" />
            {t("adminNews.historyLink", { language: languageName(open.locale, uiLocale) })}
          </Link>
        </p>
      )}
    </nav>
  );
}
