import type { KindData, KindDef } from "./kind.ts";

export const ACCREDITATION_ACCESS = ["apply", "invitation"] as const;
export type AccreditationAccess = (typeof ACCREDITATION_ACCESS)[number];

/** What an organiser may force, whatever the dates say. */
export const ACCREDITATION_OVERRIDES = ["open", "closed", "invitation"] as const;
export type AccreditationOverride = (typeof ACCREDITATION_OVERRIDES)[number];

/** An accreditation type (docs/SPEC.md sections 2, 4 and 9): media, officials, VIP, staff. */
export const accreditationKind = {
  kind: "accreditation",
  titleField: "name",
  pages: ["/accreditation", "/media"],
  anchorPrefix: "accreditation-",
  fields: [
    { name: "name", type: "localized", required: true, max: 120 },
    { name: "description", type: "localized", max: 600, multiline: true },
    { name: "requirements", type: "localizedList", max: 200 },
    /** The first day requests are taken, a Tahiti calendar day. */
    { name: "opensOn", type: "date" },
    /** The last day requests are taken, a Tahiti calendar day. */
    { name: "deadline", type: "date", confirm: true, notBefore: "opensOn" },
    /** VIP & Invités is not applied for: guests are invited. */
    { name: "access", type: "select", options: ACCREDITATION_ACCESS, required: true, labelled: true },
    /** Empty: the dates decide (app/domain/accreditation/status.ts). */
    { name: "status", type: "select", options: ACCREDITATION_OVERRIDES, labelled: true },
  ],
} as const satisfies KindDef;

export type AccreditationData = KindData<typeof accreditationKind>;
