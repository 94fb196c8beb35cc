import type { EventData } from "~/domain/content/kinds/event.ts";

// The days a session may fall on (issue 33): the Games' own dates, widened by the volunteers'
// mobilisation the organisers set in the event's facts, which opens weeks before the opening for the
// test events and may close after it. A session outside them is a typing mistake (2072 for 2027).

/** The first and last Tahiti calendar days a session may be held on (YYYY-MM-DD, inclusive). */
export interface GamesDays {
  from: string;
  to: string;
}

type Dates = Pick<EventData, "startDate" | "endDate" | "mobilisationStart" | "mobilisationEnd">;

/** The Games' days from the organisers' facts; ISO dates compare as text. */
export function gamesDays({ startDate, endDate, mobilisationStart, mobilisationEnd }: Dates): GamesDays {
  return { from: mobilisationStart < startDate ? mobilisationStart : startDate, to: mobilisationEnd > endDate ? mobilisationEnd : endDate };
}

/** Whether a Tahiti wall-clock time ("2027-08-02T09:30") or day falls on one of the Games' days. */
export function duringGames(wallClock: string, days: GamesDays): boolean {
  const day = wallClock.slice(0, 10);
  return day >= days.from && day <= days.to;
}
