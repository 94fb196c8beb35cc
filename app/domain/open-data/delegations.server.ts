import type { Db } from "../../../db/client.ts";
import type { ContentStore } from "~/domain/content/store.server.ts";
import { hasDemoResults } from "~/domain/results/public-results.server.ts";
import { storedMedals } from "./medals.server.ts";
import { answerOf, delegationRows } from "./rows.ts";

/** Every delegation of the content in the organisers' order, with its medals; `demo` follows the results its medals come from. */
export async function delegationsAnswer(db: Db, content: ContentStore, publicUrl: string) {
  const [items, medals, demo] = await Promise.all([content.items("delegations"), storedMedals(db), hasDemoResults(db)]);
  return answerOf("delegations", delegationRows(items, medals), { demo, publicUrl });
}
