import type { ContentKind } from "../../../../db/schema/content-keys.ts";
import { accreditationKind } from "./accreditation.ts";
import { commissionsKind } from "./commissions.ts";
import { eventKind } from "./event.ts";
import { guidelinesKind } from "./guidelines.ts";
import { hostKind } from "./host.ts";
import type { KindDef } from "./kind.ts";
import { leadersKind } from "./leaders.ts";
import { officesKind } from "./offices.ts";
import { pagesKind } from "./pages.ts";
import { partnersKind } from "./partners.ts";
import { pressContactsKind } from "./press-contacts.ts";
import { pressKind } from "./press.ts";
import { venuesKind } from "./venues.ts";

export const CONTENT_TYPES: Record<ContentKind, KindDef> = {
  event: eventKind,
  venues: venuesKind,
  accreditation: accreditationKind,
  partners: partnersKind,
  press: pressKind,
  leaders: leadersKind,
  commissions: commissionsKind,
  pressContacts: pressContactsKind,
  guidelines: guidelinesKind,
  offices: officesKind,
  pages: pagesKind,
  host: hostKind,
};
