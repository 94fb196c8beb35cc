// Opening hours as an organiser types them, language-neutral: runs of ISO weekdays (1 is Monday) with
// their hours, separated by semicolons, e.g. "1-5 08:00-17:00; 6 08:00-12:00". Each language's page
// writes them in its own words (app/site/contact/office-hours.ts).

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface OpeningSlot {
  /** First and last day of a run of days with the same hours. */
  days: readonly [Weekday, Weekday];
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
}

const SLOT = /^([1-7])(?:-([1-7]))? ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

/** The slots of a text of opening hours, or null when any part does not follow the syntax or makes no sense. */
export function parseOpeningHours(text: string): OpeningSlot[] | null {
  const slots: OpeningSlot[] = [];
  for (const part of text.split(";")) {
    const match = SLOT.exec(part.trim().replace(/\s+/g, " "));
    if (!match) return null;
    const [, first, last = first, openH, openM, closeH, closeM] = match as unknown as [string, string, string | undefined, string, string, string, string];
    const opens = `${openH}:${openM}`;
    const closes = `${closeH}:${closeM}`;
    if (Number(last) < Number(first) || closes <= opens) return null;
    slots.push({ days: [Number(first) as Weekday, Number(last) as Weekday], opens, closes });
  }
  return slots;
}
