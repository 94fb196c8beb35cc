import type { LocalizedList, LocalizedValue } from "../fields.ts";
import type { KindDef } from "./kind.ts";

export const ACCREDITATION_ACCESS = ["apply", "invitation"] as const;
export type AccreditationAccess = (typeof ACCREDITATION_ACCESS)[number];

/** What an organiser may force, whatever the dates say. */
export const ACCREDITATION_OVERRIDES = ["open", "closed", "invitation"] as const;
export type AccreditationOverride = (typeof ACCREDITATION_OVERRIDES)[number];

/** An accreditation type (docs/SPEC.md sections 2, 4 and 9): media, officials, VIP, staff. */
export interface AccreditationData {
  name: LocalizedValue;
  description?: LocalizedValue;
  requirements?: LocalizedList;
  /** The first day requests are taken, a Tahiti calendar day. */
  opensOn?: string;
  /** The last day requests are taken, a Tahiti calendar day. */
  deadline?: string;
  /** VIP & Invités is not applied for: guests are invited. */
  access: AccreditationAccess;
  /** Empty: the dates decide (app/domain/accreditation/status.ts). */
  status?: AccreditationOverride;
}

export const accreditationKind = {
  kind: "accreditation",
  titleField: "name",
  pages: ["/accreditation", "/media"],
  anchorPrefix: "accreditation-",
  fields: [
    { name: "name", type: "localized", required: true, max: 120 },
    { name: "description", type: "localized", max: 600, multiline: true },
    { name: "requirements", type: "localizedList", max: 200 },
    { name: "opensOn", type: "date" },
    { name: "deadline", type: "date", confirm: true, notBefore: "opensOn" },
    { name: "access", type: "select", options: ACCREDITATION_ACCESS, required: true, labelled: true },
    { name: "status", type: "select", options: ACCREDITATION_OVERRIDES, labelled: true },
  ],
} as const satisfies KindDef;
