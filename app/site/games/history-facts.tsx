import { EVENT } from "~/domain/event/games.ts";
import { EDITIONS, FIRST_GAMES, KEY_FIGURES, type KeyFigureKey } from "./editions.ts";
import { formatList, formatNumber } from "~/platform/i18n/format.ts";
import { useLocale } from "~/platform/i18n/use-locale.ts";
import { useTranslation } from "~/platform/i18n/translation.tsx";

// The history page's facts, data rather than prose (docs/FACTS.md): the organisers' text places them
// with a mark ({{first-games}}, {{editions}}, {{key-figures}}), their words come from the locales.

export const HISTORY_MARKS = ["first-games", "editions", "key-figures"] as const;
export type HistoryMark = (typeof HISTORY_MARKS)[number];

function FirstGames() {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale);
  // Years are shown as written (1963, not "1 963"), so they are not run through the number format.
  const facts = [
    { label: t("history.originsFacts.year"), value: String(FIRST_GAMES.year) },
    { label: t("history.originsFacts.host"), value: FIRST_GAMES.city },
    { label: t("history.originsFacts.athletes"), value: t("history.about", { value: number(FIRST_GAMES.athletes) }) },
    { label: t("history.originsFacts.sports"), value: number(FIRST_GAMES.sports) },
  ];
  return (
    <dl data-history="first-games" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col-reverse rounded-xl bg-ocean-50 p-6">
          <dt className="mt-1 text-slate-700">{fact.label}</dt>
          <dd className="text-3xl font-extrabold text-ocean-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Editions() {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale);
  const tahiti2027Host = `${t("history.frenchPolynesia")} (${formatList(EVENT.islands, locale)})`;
  return (
    <ol data-history="editions" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {EDITIONS.map((edition, index) => (
        <li key={edition.year} className={`rounded-xl border bg-white p-5 ${edition.highlight ? "border-ocean-600" : "border-slate-200"}`}>
          <p className="text-sm font-semibold uppercase tracking-wide text-ocean-700">{t("history.editionLabel", { n: number(index + 1) })}</p>
          <h3 className="mt-1 text-2xl font-bold text-slate-900">{edition.year}</h3>
          <p className="font-medium text-slate-900">{edition.host ?? tahiti2027Host}</p>
          {edition.host === null && <p className="mt-2 inline-block rounded-full bg-ocean-800 px-3 py-1 text-sm font-semibold text-white">{t("history.upcoming")}</p>}
          {edition.highlight && <p className="mt-2 text-slate-700">{t(`history.highlights.${edition.highlight}`)}</p>}
        </li>
      ))}
    </ol>
  );
}

/** The figures of the key figures block: the edition's number, and the event's facts. */
export type KeyFigures = Record<KeyFigureKey, number>;

function KeyFigureList({ figures }: { figures: KeyFigures }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale);
  return (
    <dl data-history="key-figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {KEY_FIGURES.map((key) => (
        <div key={key} data-figure={key} className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-6 text-center">
          <dt className="mt-1 text-slate-700">{t(`history.keyFigures.${key}`)}</dt>
          <dd className="text-4xl font-extrabold text-ocean-800">{number(figures[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

export function HistoryFacts({ mark, figures }: { mark: HistoryMark; figures: KeyFigures }) {
  if (mark === "first-games") return <FirstGames />;
  if (mark === "editions") return <Editions />;
  return <KeyFigureList figures={figures} />;
}
