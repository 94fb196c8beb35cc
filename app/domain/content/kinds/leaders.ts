import type { KindDef } from "./kind.ts";

/** A leader of the organising committee, on /organization. Their personal contacts are not public. */
export const leadersKind = {
  kind: "leaders",
  titleField: "name",
  pages: ["/organization"],
  anchorPrefix: "leader-",
  fields: [
    /** A person's name, the same in every language. */
    { name: "name", type: "text", required: true, max: 120 },
    { name: "role", type: "localized", required: true, max: 160 },
    /** An image of the media library. */
    { name: "photo", type: "image" },
    { name: "description", type: "localized", max: 1000, multiline: true },
  ],
} as const satisfies KindDef;
