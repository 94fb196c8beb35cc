import type { ContentStore } from "~/domain/content/store.server.ts";
import { eventFacts, type EventFacts } from "./event-facts.server.ts";

/** The Games' facts with the sizes of the programme: the delegations and sports as the organisers list them. */
export interface EventFigures extends EventFacts {
  delegations: number;
  sports: number;
}

/**
 * For the pages that give the Games' figures: counted from the items, so that adding a delegation
 * changes every page that counts them (they show the kinds counted, and are dropped when one changes).
 */
export async function eventFigures(content: ContentStore): Promise<EventFigures> {
  const [facts, delegations, sports] = await Promise.all([eventFacts(content), content.items("delegations"), content.items("sports")]);
  return { ...facts, delegations: delegations.length, sports: sports.length };
}
