import type { AccreditationData } from "~/domain/content/kinds/accreditation.ts";
import { toTahitiDay } from "../../../vocabulary/tahiti-time.ts";

/** What a visitor is told about an accreditation type today. */
export type AccreditationStatus = "upcoming" | "open" | "closed" | "invitation";

/**
 * The status of a type on `now` (issue 21, point 3). An organiser's override wins; a type by invitation
 * is always so; otherwise the Tahiti calendar day decides: upcoming before the opening day, open from it
 * to the deadline (both included), closed after. A date not announced yet leaves that side open.
 */
export function accreditationStatus(type: Pick<AccreditationData, "access" | "opensOn" | "deadline" | "status">, now: Date): AccreditationStatus {
  if (type.status) return type.status;
  if (type.access === "invitation") return "invitation";
  const today = toTahitiDay(now);
  if (type.opensOn && today < type.opensOn) return "upcoming";
  if (type.deadline && today > type.deadline) return "closed";
  return "open";
}
