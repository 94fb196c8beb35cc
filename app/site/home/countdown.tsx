import { useTranslation } from "~/platform/i18n/translation.tsx";
import { formatDate } from "~/platform/i18n/format.ts";
import { TAHITI_TIME_ZONE } from "../../../vocabulary/tahiti-time.ts";
import { countdown } from "./countdown.behaviour.ts";
import { COUNTDOWN_UNITS, countdownFigure, countdownTitle, countdownWords, remainingUntil } from "./countdown.ts";

/**
 * Counts down to the opening in Tahiti time, whatever the visitor's clock zone. The server's clock
 * gives the first figures, so the page shows real numbers before any script; countdown.client.ts
 * then ticks every second with the same wording, which the section carries.
 */
export function Countdown({ opening, serverNow }: { opening: string; serverNow: number }) {
  const translator = useTranslation();
  const { t, locale } = translator;
  const words = countdownWords(translator);
  const remaining = remainingUntil(Date.parse(opening), serverNow);
  const when = formatDate(opening, locale, { dateStyle: "full", timeStyle: "short", timeZone: TAHITI_TIME_ZONE });
  return (
    <section aria-labelledby="countdown-title" {...countdown.attrs({ opening, words: JSON.stringify(words) })} className="rounded-xl bg-white/10 p-4 backdrop-blur sm:p-6">
      <h2 id="countdown-title" {...countdown.part("countdownHeading")} className="text-center text-sm font-semibold uppercase tracking-wide text-white">
        {countdownTitle(remaining, words)}
      </h2>
      <div role="timer" data-testid="countdown" className="mt-3 grid grid-cols-4 gap-2 sm:gap-4">
        {COUNTDOWN_UNITS.map((unit) => {
          const { value, label } = countdownFigure(remaining, unit, words);
          return (
            <div key={unit} className="rounded-lg bg-ocean-900/80 px-2 py-3 text-center">
              <span {...countdown.part("unit", unit)} className="block text-3xl font-bold tabular-nums text-white sm:text-4xl">{value}</span>
              <span {...countdown.part("unitLabel", unit)} className="text-xs text-ocean-100 sm:text-sm">{label}</span>
            </div>
          );
        })}
      </div>
      <p className="mt-3 text-center text-sm text-ocean-50">{t("home.countdownWhen", { date: when })}</p>
    </section>
  );
}
