import type { ContentKind } from "../../../../db/schema/content-keys.ts";
import { accreditationKind } from "./accreditation.ts";
import { hostKind } from "./host.ts";
import type { KindDef } from "./kind.ts";
import { pagesKind } from "./pages.ts";
import { partnersKind } from "./partners.ts";
import { pressKind } from "./press.ts";
import { venuesKind } from "./venues.ts";

export const CONTENT_TYPES: Record<ContentKind, KindDef> = {
  venues: venuesKind,
  accreditation: accreditationKind,
  partners: partnersKind,
  press: pressKind,
  pages: pagesKind,
  host: hostKind,
};
