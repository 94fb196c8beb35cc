import type { Translator } from "~/platform/i18n/translator.ts";
import { countdown } from "./countdown.behaviour.ts";
import { COUNTDOWN_UNITS, countdownFigure, countdownTitle, remainingUntil } from "./countdown.ts";

/** Ticks the server-rendered countdown every second until the opening. */
export function startCountdown(section: HTMLElement, translator: Translator): void {
  const opening = Date.parse(countdown.read(section).opening);
  const title = section.querySelector(countdown.select("countdownHeading"));
  const units = COUNTDOWN_UNITS.map((unit) => ({
    unit,
    number: section.querySelector(countdown.select("unit", unit)),
    word: section.querySelector(countdown.select("unitLabel", unit)),
  }));
  const tick = () => {
    const remaining = remainingUntil(opening, Date.now());
    if (title) title.textContent = countdownTitle(remaining, translator.t);
    for (const { unit, number, word } of units) {
      const { value, label } = countdownFigure(remaining, unit, translator);
      if (number) number.textContent = value;
      if (word) word.textContent = label;
    }
    if (remaining.done) clearInterval(timer);
  };
  const timer = setInterval(tick, 1000);
  tick();
}
