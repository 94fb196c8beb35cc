import { useTranslation } from "~/platform/i18n/translation.tsx";

/** The Games' three values, as the vision page states them and the athletes page repeats them: one source, the locales. */
export const GAMES_VALUES = ["welcome", "respect", "sharing"] as const;

export function GamesValues() {
  const { t } = useTranslation();
  return (
    <ul data-values className="grid gap-6 md:grid-cols-3">
      {GAMES_VALUES.map((key) => (
        <li key={key} className="rounded-xl bg-ocean-50 p-6">
          <h3 className="text-lg font-bold text-ocean-900">{t(`vision.values.${key}.title`)}</h3>
          <p className="mt-2 text-slate-700">{t(`vision.values.${key}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
