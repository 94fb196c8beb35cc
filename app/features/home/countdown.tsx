import { useEffect, useState } from "react";
import { useTranslation } from "~/features/i18n/translation.tsx";
import { COUNTDOWN_TARGET_MS, EVENT } from "~/content/event.ts";
import { formatDate, formatNumber } from "~/features/i18n/format.ts";
import { useLocale } from "~/features/i18n/use-locale.ts";
import { remainingUntil } from "./countdown.ts";

const UNITS = ["days", "hours", "minutes", "seconds"] as const;

/**
 * Counts down to the opening in Tahiti time, whatever the visitor's clock zone. The first render
 * uses the server's clock so the page shows real numbers before JavaScript runs.
 */
export function Countdown({ serverNow }: { serverNow: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [now, setNow] = useState(serverNow);
  const remaining = remainingUntil(COUNTDOWN_TARGET_MS, now);

  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (remainingUntil(COUNTDOWN_TARGET_MS, current).done) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  const when = formatDate(EVENT.countdownTarget, locale, { dateStyle: "full", timeStyle: "short", timeZone: EVENT.timeZone });
  return (
    <section aria-labelledby="countdown-title" className="rounded-xl bg-white/10 p-4 backdrop-blur sm:p-6">
      <h2 id="countdown-title" className="text-center text-sm font-semibold uppercase tracking-wide text-white">
        {remaining.done ? t("home.countdownDone") : t("home.countdownTitle")}
      </h2>
      <div role="timer" data-testid="countdown" className="mt-3 grid grid-cols-4 gap-2 sm:gap-4">
        {UNITS.map((unit) => (
          <div key={unit} className="rounded-lg bg-ocean-900/80 px-2 py-3 text-center">
            <span data-unit={unit} className="block text-3xl font-bold tabular-nums text-white sm:text-4xl">
              {formatNumber(remaining[unit], locale, { minimumIntegerDigits: 2 })}
            </span>
            <span className="text-xs text-ocean-100 sm:text-sm">{t(`home.${unit}`, { count: remaining[unit] })}</span>
          </div>
        ))}
      </div>
      <p className="mt-3 text-center text-sm text-ocean-50">{t("home.countdownWhen", { date: when })}</p>
    </section>
  );
}
