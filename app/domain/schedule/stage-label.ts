import type { Phase } from "../../../vocabulary/schedule-keys.ts";
import type { Translate } from "~/platform/i18n/translator.ts";

/** A session's stage in words: "Heats", or "Heat 2" when the stage is held in parts. */
export function stageLabel(t: Translate, { phase, number }: { phase: Phase; number: number | null }): string {
  return number === null ? t(`schedule.phases.${phase}`) : t(`schedule.phasesNumbered.${phase}`, { number });
}
