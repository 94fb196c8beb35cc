import { formatNumber } from "~/platform/i18n/format.ts";
import { INTL_TAGS, type Locale } from "~/platform/i18n/locales.ts";
import type { Translator } from "~/platform/i18n/translator.ts";

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

export const COUNTDOWN_UNITS = ["days", "hours", "minutes", "seconds"] as const;
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];

/**
 * Every word the countdown can show in one language, each unit in each plural form the language has:
 * the server writes them into the page, so the browser ticks without loading the language's strings.
 */
export interface CountdownWords {
  locale: Locale;
  title: string;
  done: string;
  units: Record<CountdownUnit, Partial<Record<Intl.LDMLPluralRule, string>>>;
}

// Numbers that reach every plural form of the site's languages (French "many" is a million's).
const PLURAL_SAMPLES = [0, 1, 2, 3, 5, 11, 21, 100, 1_000_000];

export function countdownWords({ t, locale }: Translator): CountdownWords {
  const plurals = new Intl.PluralRules(INTL_TAGS[locale]);
  const forms = (unit: CountdownUnit) => Object.fromEntries(PLURAL_SAMPLES.map((count) => [plurals.select(count), t(`home.${unit}`, { count })]));
  return { locale, title: t("home.countdownTitle"), done: t("home.countdownDone"), units: { days: forms("days"), hours: forms("hours"), minutes: forms("minutes"), seconds: forms("seconds") } };
}

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
export function countdownTitle(remaining: Remaining, words: CountdownWords): string {
  return remaining.done ? words.done : words.title;
}

/** One unit as shown: at least two digits in the language's numerals, and its word in the right plural. */
export function countdownFigure(remaining: Remaining, unit: CountdownUnit, words: CountdownWords): { value: string; label: string } {
  const count = remaining[unit];
  const forms = words.units[unit];
  return { value: formatNumber(count, words.locale, { minimumIntegerDigits: 2 }), label: forms[new Intl.PluralRules(INTL_TAGS[words.locale]).select(count)] ?? forms.other ?? "" };
}
