import type { OpeningSlot } from "~/domain/contact/opening-hours.ts";
import type { Locale } from "~/platform/i18n/locales.ts";
import type { Translate } from "~/platform/i18n/translator.ts";

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

/**
 * How each language writes a time of day ("8 h", "8 am", "8:00"), with {{H}} (0-23), {{h}} (1-12),
 * {{mm}} and {{ampm}}. A notation rather than words, and its slots differ between languages: kept here
 * rather than in the locale messages, whose translations keep the French slots.
 */
const TIME_NOTATIONS: Record<Locale, { onTheHour: string; withMinutes: string; am?: string; pm?: string }> = {
  fr: { onTheHour: "{{H}}\u00a0h", withMinutes: "{{H}}\u00a0h\u00a0{{mm}}" },
  en: { onTheHour: "{{h}} {{ampm}}", withMinutes: "{{h}}.{{mm}} {{ampm}}", am: "am", pm: "pm" },
  es: { onTheHour: "{{H}}:{{mm}}", withMinutes: "{{H}}:{{mm}}" },
  pt: { onTheHour: "{{H}}h", withMinutes: "{{H}}h{{mm}}" },
  zh: { onTheHour: "{{H}}:{{mm}}", withMinutes: "{{H}}:{{mm}}" },
  ja: { onTheHour: "{{H}}:{{mm}}", withMinutes: "{{H}}:{{mm}}" },
};

function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{\{(\w+)\}\}/g, (token, name: string) => values[name] ?? token);
}

function formatTime(time: string, locale: Locale): string {
  const notation = TIME_NOTATIONS[locale];
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const values = {
    H: String(hours),
    h: String(hours % 12 === 0 ? 12 : hours % 12),
    mm: String(minutes).padStart(2, "0"),
    ampm: (hours < 12 ? notation.am : notation.pm) ?? "",
  };
  return fill(minutes === 0 ? notation.onTheHour : notation.withMinutes, values);
}

/** One line of opening hours in the page's language, e.g. "Du lundi au vendredi, de 8 h à 17 h". */
export function formatOpeningSlot(slot: OpeningSlot, locale: Locale, t: Translate): string {
  const [first, last] = slot.days;
  const day = (weekday: number) => t(`contact.hours.weekdays.${WEEKDAYS[weekday - 1]!}`);
  const days = first === last ? t("contact.hours.singleDay", { day: day(first) }) : t("contact.hours.dayRange", { from: day(first), to: day(last) });
  const times = t("contact.hours.timeRange", { opens: formatTime(slot.opens, locale), closes: formatTime(slot.closes, locale) });
  const line = t("contact.hours.slot", { days, times });
  return line.charAt(0).toLocaleUpperCase() + line.slice(1);
}
