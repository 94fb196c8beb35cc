import type { KindDef } from "./kind.ts";

/** Whom the press writes to or calls (a service or a person), on /media. */
export const pressContactsKind = {
  kind: "pressContacts",
  titleField: "name",
  pages: ["/media"],
  anchorPrefix: "press-contact-",
  fields: [
    { name: "name", type: "localized", required: true, max: 160 },
    { name: "description", type: "localized", max: 600, multiline: true },
    { name: "email", type: "email" },
    /** As it is dialled from abroad, e.g. +689 40 00 00 00. */
    { name: "phone", type: "text", max: 40 },
  ],
} as const satisfies KindDef;
