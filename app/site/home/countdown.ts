import { formatNumber } from "~/platform/i18n/format.ts";
import type { Translate, Translator } from "~/platform/i18n/translator.ts";

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

export const COUNTDOWN_UNITS = ["days", "hours", "minutes", "seconds"] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];

/** Whole days, hours, minutes and seconds from `now` to `target`; zeros once it is reached. */
export function remainingUntil(target: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

/** The heading above the figures: counting down, or the opening has come. */
export function countdownTitle(remaining: Remaining, t: Translate): string {
  return remaining.done ? t("home.countdownDone") : t("home.countdownTitle");
}

/** One unit as shown: at least two digits in the language's numerals, and its word in the right plural. */
export function countdownFigure(remaining: Remaining, unit: CountdownUnit, { t, locale }: Translator): { value: string; label: string } {
  const count = remaining[unit];
  return { value: formatNumber(count, locale, { minimumIntegerDigits: 2 }), label: t(`home.${unit}`, { count }) };
}
