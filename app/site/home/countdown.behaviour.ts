import { data, defineBehaviour } from "~/platform/behaviours/behaviour.ts";
import type { CountdownUnit } from "./countdown.ts";

/**
 * The home page's countdown (Countdown): the opening's instant (ISO), the words it may show (JSON
 * CountdownWords), its heading and each unit's figure and word, which countdown.client.ts ticks.
 */
export const countdown = defineBehaviour({
  name: "countdown",
  attributes: data<{ opening: string; words: string }>(),
  parts: data<{ countdownHeading: true; unit: CountdownUnit; unitLabel: CountdownUnit }>(),
  attach: "load",
});
