import type { ContentKind } from "../../../../db/schema/content-keys.ts";
import { accreditationKind } from "./accreditation.ts";
import { delegationsKind } from "./delegations.ts";
import { eventKind } from "./event.ts";
import type { KindDef } from "./kind.ts";
import { partnersKind } from "./partners.ts";
import { pressKind } from "./press.ts";
import { sportsKind } from "./sports.ts";
import { venuesKind } from "./venues.ts";

export const CONTENT_TYPES: Record<ContentKind, KindDef> = {
  event: eventKind,
  venues: venuesKind,
  accreditation: accreditationKind,
  partners: partnersKind,
  press: pressKind,
  delegations: delegationsKind,
  sports: sportsKind,
};
