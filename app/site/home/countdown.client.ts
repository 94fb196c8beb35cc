import { countdown } from "./countdown.behaviour.ts";
import { COUNTDOWN_UNITS, countdownFigure, countdownTitle, remainingUntil, type CountdownWords } from "./countdown.ts";

/** Ticks the server-rendered countdown every second until the opening, in the words the page carries. */
export function startCountdown(section: HTMLElement): void {
  const { opening, words: written } = countdown.read(section);
  const target = Date.parse(opening);
  const words = JSON.parse(written) as CountdownWords;
  const title = section.querySelector(countdown.select("countdownHeading"));
  const units = COUNTDOWN_UNITS.map((unit) => ({
    unit,
    number: section.querySelector(countdown.select("unit", unit)),
    word: section.querySelector(countdown.select("unitLabel", unit)),
  }));
  const tick = () => {
    const remaining = remainingUntil(target, Date.now());
    if (title) title.textContent = countdownTitle(remaining, words);
    for (const { unit, number, word } of units) {
      const { value, label } = countdownFigure(remaining, unit, words);
      if (number) number.textContent = value;
      if (word) word.textContent = label;
    }
    if (remaining.done) clearInterval(timer);
  };
  const timer = setInterval(tick, 1000);
  tick();
}
