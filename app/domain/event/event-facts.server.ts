import { singleData, type ContentStore } from "~/domain/content/store.server.ts";
import type { EventData } from "~/domain/content/kinds/event.ts";
import { fromTahitiWallClock } from "../../../vocabulary/tahiti-time.ts";

/** The Games' facts as every page reads them: the organisers' item (the counts of the lists are event-figures.server.ts'). */
export interface EventFacts extends Omit<EventData, "openingAt"> {
  /** The opening ceremony's instant, as an ISO string (loader data is JSON). */
  opening: string;
}

/**
 * The one place a page gets the Games' dates and figures from (issue 21: no page can contradict
 * another). The event kind is imported at the first start and cannot be deleted, so its item exists.
 */
export async function eventFacts(content: ContentStore): Promise<EventFacts> {
  return content.view("event", "facts", (items) => {
    const data = singleData(items);
    if (!data) throw new Error("the event's facts are missing from content_items");
    const { openingAt, ...facts } = data;
    const opening = fromTahitiWallClock(openingAt);
    if (!opening) throw new Error(`the event's opening time is not a Tahiti time: ${openingAt}`);
    return { ...facts, opening: opening.toISOString() };
  });
}
